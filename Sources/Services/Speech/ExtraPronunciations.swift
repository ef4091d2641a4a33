/// Pronunciations for grammar words the en-us dictionary lacks, as Scripts/voice-dictionary makes them. Checked by a test: every word of the
/// decoder grammar has a pronunciation, and no entry here repeats one the dictionary already has.
enum ExtraPronunciations {
    static let text = """
    acabado AA K AA B AA D OW
    aceptado AA S EH P T AA D OW
    addon AE D AA N
    ahora AA AO R AH
    aight EY T
    aqui AA K IY
    aquí AA K IY
    audiobook AA D IY OW B UH K
    bici B IY S IY
    brb B IY AA R B IY
    breaktime B R EY K T AY M
    carpark K AA R P AA R K
    cliente K L IY N T EY
    doordash D AO R D AE SH
    ebike IY B AY K
    erm AH M
    está EH S T AA
    frente F R EH N D T EY
    gopuff G OW P AH F
    grubhub G R AH B HH AH B
    handoff HH AE N D AO F
    innit IH N IH T
    instacart IH N S T AH N T K AA R T
    jk JH EY K EY
    kickstand K IH K S T AE N D
    listo L IY S T OW
    lmao EH L EH M EY OW
    lyft L IH F T
    mins M IH N Z
    netflix N EH T F L IH K S
    nueva N UW EY V AH
    nvm EH N V IY EH M
    oclock AH K L AA K
    oopsie UW P S IY
    orale AO R AH L EY
    otra OW T R AA
    otro OW T R OW
    pedalling P EH D AH L IH NG
    pedido P AA D IY D OW
    pickedup P IH K T AH P
    postmates P OW S T M EY T S
    puerta P EH R T AA
    pues P UW EH S
    rts AA R T IY EH S
    scooting S K UW T IH NG
    shipt SH IH P T
    sike S AY K
    smoko S M OW K OW
    terminado T ER M IY N AA D OW
    ubereats Y UW B ER IY T S
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
    órale AO R AH L EY
    """
}

