/// Pronunciations for grammar words the en-us dictionary lacks, as Scripts/voice-dictionary makes them. Checked by a test: every word of the
/// decoder grammar has a pronunciation, and no entry here repeats one the dictionary already has.
enum ExtraPronunciations {
    static let text = """
    abeg AA B EH G
    acabado AA K AA B AA D OW
    aceptado AA S EH P T AA D OW
    addon AE D AA N
    ahora AA AO R AH
    ahorita AA OW R IY T AH
    aight EY T
    aqui AA K IY
    aquí AA K IY
    arvo AA R V OW
    audiobook AA D IY OW B UH K
    bag's B AE G Z
    batch's B AE CH IH Z
    bici B IY S IY
    bici's B IY S IY Z
    bicycle's B AY S IH K AH L Z
    bike's B AY K S
    brb B IY AA R B IY
    break's B R EY K S
    breaktime B R EY K T AY M
    breather's B R IY DH ER Z
    carpark K AA R P AA R K
    carro's K AA R OW Z
    cart's K AA R T S
    cliente K L IY N T EY
    coche K OW CH EY
    coche's K OW CH EY Z
    cuppa K AH P AH
    cuppa's K AH P AH Z
    cycle's S AY K AH L Z
    dash's D AE SH IH Z
    dashpilot D AE SH P AY L AH T
    delivery's D IH L IH V ER IY Z
    doordash D AO R D AE SH
    drink's D R IH NG K S
    drop's D R AA P S
    dropoff's D R AA P AO F S
    duty's D UW T IY Z
    ebike IY B AY K
    ebike's IY B AY K S
    erm AH M
    está EH S T AA
    frente F R EH N D T EY
    gig's G IH G Z
    gopuff G OW P AH F
    grub's G R AH B Z
    grubhub G R AH B HH AH B
    handoff HH AE N D AO F
    innit IH N IH T
    instacart IH N S T AH N T K AA R T
    jk JH EY K EY
    kickstand K IH K S T AE N D
    kickstand's K IH K S T AE N D Z
    knackered N AE K ER D
    letterbox L EH T ER B AA K S
    listo L IY S T OW
    lmao EH L EH M EY OW
    lunch's L AH N CH IH Z
    lyft L IH F T
    minivan's M IH N IY V AE N Z
    mins M IH N Z
    moped's M OW P T S
    motorbike's M OW T ER B AY K S
    motorcycle's M OW T ER S AY K AH L Z
    netflix N EH T F L IH K S
    nueva N UW EY V AH
    nvm EH N V IY EH M
    oclock AH K L AA K
    oopsie UW P S IY
    orale AO R AH L EY
    otra OW T R AA
    otro OW T R OW
    parcel's P AA R S AH L Z
    pause's P AO Z IH Z
    pedalling P EH D AH L IH NG
    pedido P AA D IY D OW
    pickedup P IH K T AH P
    postmates P OW S T M EY T S
    puerta P EH R T AA
    pues P UW EH S
    rest's R EH S T S
    ride's R AY D Z
    rig's R IH G Z
    rts AA R T IY EH S
    sandwich's S AE N D W IH CH IH Z
    scooter's S K UW T ER Z
    scooting S K UW T IH NG
    seatbelt's S IY T B EH L T S
    shift's SH IH F T S
    shipt SH IH P T
    sike S AY K
    smoke's S M OW K S
    smoko S M OW K OW
    smoko's S M OW K OW Z
    snack's S N AE K S
    stand's S T AE N D Z
    step's S T EH P S
    tea's T IY Z
    terminado T ER M IY N AA D OW
    ubereats Y UW B ER IY T S
    ue Y UW IY
    uhm AH M
    unassign AH N AH S AY N
    unassigned AH N AH S AY N D
    unfreeze AH N F R IY Z
    unpark AH N P AA R K
    unparked AH N P AA R K T
    unparking AH N P AA R K IH NG
    unpause AH N P AO Z
    unpaused AH N P AO Z D
    unpausing AH N P AO Z IH NG
    ute Y UW T
    ute's Y UW T IY IY Z
    van's V AE N Z
    wagon's W AE G AH N Z
    whip's W IH P S
    workday's W ER K D EY Z
    yall Y AO L
    yeeted Y IY T IH D
    órale AO R AH L EY
    """
}

