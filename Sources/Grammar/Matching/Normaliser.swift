/// Turns typed or transcribed text into the lower-case word tokens a grammar is written in: folds case,
/// drops punctuation, unifies Unicode apostrophes, quotes and dashes, and spells out contractions.
/// Skip words and wake words are not removed here; they belong to each grammar.
public enum Normaliser {
    /// The word tokens of `text`, e.g. "I’m  PARKED." -> ["i", "am", "parked"].
    public static func normalise(_ text: String) -> [String] {
        analyse(text).tokens
    }

    /// Tokens plus clause boundaries and question marks, which the recogniser uses to find a command
    /// inside a longer sentence and to refuse questions.
    static func analyse(_ text: String) -> NormalisedSentence {
        if text.utf8.count > GrammarLimits.sentenceBytes {
            return NormalisedSentence(tokens: [], clauseStarts: [], isQuestion: false, isTooLong: true)
        }
        var sentence = analyseASCII(text) ?? analyseScalars(text)
        sentence.readTextedWordsForDigits()
        return sentence
    }

    /// The common case, typed or transcribed ASCII, byte by byte; nil at the first non-ASCII byte.
    private static func analyseASCII(_ text: String) -> NormalisedSentence? {
        var sentence = NormalisedSentence(tokens: [], clauseStarts: [], isQuestion: false, isTooLong: false)
        var word: [UInt8] = []
        word.reserveCapacity(16)
        var hasApostrophe = false
        func finishWord() {
            guard !word.isEmpty else { return }
            let text = String(decoding: word, as: UTF8.self)
            if hasApostrophe || word.count <= 8 {
                sentence.append(word: Contractions.expand(text))
            } else {
                sentence.tokens.append(text)
            }
            word.removeAll(keepingCapacity: true)
            hasApostrophe = false
        }
        func breakClause() {
            finishWord()
            sentence.startClause()
        }
        // A word cut off by a dash ("end my sh- end the shift") ends what was started; what follows is said anew.
        var cutOff = false
        for byte in text.utf8 {
            if cutOff {
                cutOff = false
                if byte == 0x20 || byte == 0x09 { breakClause() }
            }
            switch byte {
            case 0x41...0x5A: word.append(byte + 32)
            case 0x61...0x7A, 0x30...0x39: word.append(byte)
            case 0x27, 0x60: if !word.isEmpty { word.append(0x27); hasApostrophe = true }
            case 0x2C, 0x2E, 0x3B, 0x21: breakClause()
            case 0x3F: sentence.isQuestion = true; breakClause()
            // A dash standing apart ("start a break - no, end my shift") ends a clause; one inside a word does not.
            case 0x2D: if word.isEmpty { breakClause() } else { finishWord(); cutOff = true }
            case 0x24: finishWord(); sentence.tokens.append("dollars")
            case 0x26: finishWord(); sentence.tokens.append("and")
            case 0x25: finishWord(); sentence.tokens.append("percent")
            case 0x40: finishWord(); sentence.tokens.append("at")
            case 0x80...: return nil
            default: finishWord()
            }
            if sentence.tokens.count > GrammarLimits.sentenceTokens {
                sentence.isTooLong = true
                return sentence
            }
        }
        finishWord()
        sentence.dropTrailingClauseStart()
        return sentence
    }

    private static func analyseScalars(_ text: String) -> NormalisedSentence {
        var sentence = NormalisedSentence(tokens: [], clauseStarts: [], isQuestion: false, isTooLong: false)
        var word = String.UnicodeScalarView()
        var bytesSeen = 0
        func finishWord() {
            guard !word.isEmpty else { return }
            sentence.append(word: Contractions.expand(String(word)))
            word.removeAll(keepingCapacity: true)
        }
        func breakClause() {
            finishWord()
            sentence.startClause()
        }
        var cutOff = false
        for scalar in text.unicodeScalars {
            bytesSeen += 1
            if cutOff {
                cutOff = false
                if scalar == " " || scalar == "\t" { breakClause() }
            }
            if scalar == "-" {
                if word.isEmpty { breakClause() } else { finishWord(); cutOff = true }
                continue
            }
            if bytesSeen > GrammarLimits.sentenceBytes || sentence.tokens.count > GrammarLimits.sentenceTokens {
                sentence.isTooLong = true
                break
            }
            switch classify(scalar) {
            case .letter(let lowered): word.append(lowered)
            case .apostrophe: if !word.isEmpty { word.append("'") }
            case .separator: finishWord()
            case .clauseBreak: breakClause()
            case .question: sentence.isQuestion = true; breakClause()
            case .symbol(let spoken): finishWord(); sentence.tokens.append(spoken)
            case .other(let scalar): word.append(scalar)
            }
        }
        finishWord()
        sentence.dropTrailingClauseStart()
        if sentence.tokens.count > GrammarLimits.sentenceTokens { sentence.isTooLong = true }
        return sentence
    }

    private enum ScalarClass {
        case letter(Unicode.Scalar), apostrophe, separator, clauseBreak, question
        case symbol(String), other(Unicode.Scalar)
    }

    private static func classify(_ scalar: Unicode.Scalar) -> ScalarClass {
        switch scalar.value {
        case 0x41...0x5A: return .letter(Unicode.Scalar(scalar.value + 32)!)
        case 0x61...0x7A, 0x30...0x39: return .letter(scalar)
        case 0x27, 0x60, 0xB4, 0x2018, 0x2019, 0x201B, 0x2032: return .apostrophe
        case 0x2C, 0x2E, 0x3B, 0x21, 0x2026, 0x3002, 0xFF0C, 0x2013, 0x2014: return .clauseBreak
        case 0x3F, 0xBF, 0xFF1F: return .question
        case 0x24: return .symbol("dollars")
        case 0x26: return .symbol("and")
        case 0x25: return .symbol("percent")
        // Texted for "at": "left @ door".
        case 0x40: return .symbol("at")
        case 0...0x7F: return .separator
        // Emoji and pictographs, including squared letters such as a parking sign, are not words.
        case 0x1F000...0x1FAFF, 0x2600...0x27BF, 0xFE0F: return .separator
        default: break
        }
        let properties = scalar.properties
        guard properties.isAlphabetic || properties.numericType != nil else { return .separator }
        let lowered = properties.lowercaseMapping.unicodeScalars
        return lowered.count == 1 ? .other(lowered.first!) : .other(scalar)
    }
}
