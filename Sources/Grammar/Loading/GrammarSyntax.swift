/// Character classes shared by the grammar file reader and the template parser.
enum GrammarSyntax {
    /// Names of intents, rules and lists: letters, digits, `_` and `-`.
    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-": return true
        default: return false
        }
    }

    /// Anything but spaces and the template's own punctuation may be part of a word; the normaliser
    /// then reads it like a sentence ("i'm" becomes "i am").
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "(", ")", "[", "]", "<", ">", "{", "}", "|", "=", "#": return false
        default: return scalar.value >= 0x20
        }
    }
}
