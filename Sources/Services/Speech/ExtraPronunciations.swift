/// Pronunciations for grammar words the en-us dictionary lacks. Checked by a test: every word of the
/// decoder grammar has a pronunciation, and no entry here repeats one the dictionary already has.
enum ExtraPronunciations {
    static let text = """
    """
}
