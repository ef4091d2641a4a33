/// Pronunciations for grammar words the en-us dictionary lacks, as Scripts/voice-dictionary makes them. Checked by a test: every word of the
/// decoder grammar has a pronunciation, and no entry here repeats one the dictionary already has.
enum ExtraPronunciations {
    static let text = """
    audiobook AA D IY OW B UH K
    brb B IY AA R B IY
    breaktime B R EY K T AY M
    doordash D AO R D AE SH
    gopuff G OW P AH F
    grubhub G R AH B HH AH B
    instacart IH N S T AH N T K AA R T
    lyft L IH F T
    netflix N EH T F L IH K S
    oclock AH K L AA K
    postmates P OW S T M EY T S
    shipt SH IH P T
    ubereats Y UW B ER IY T S
    unassign AH N AH S AY N
    unassigned AH N AH S AY N D
    unparked AH N P AA R K T
    unparking AH N P AA R K IH NG
    unpause AH N P AO Z
    unpausing AH N P AO Z IH NG
    """
}

