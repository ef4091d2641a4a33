/// Why a typed or spoken amount was not accepted.
public enum MoneyInputError: SpokenError, Equatable {
    case malformed
    case negative
    case tooManyDecimals
    case tooLarge

    public var sentence: String {
        switch self {
        case .malformed: "That amount isn't a number I can record, such as 12.50."
        case .negative: "An amount can't be negative."
        case .tooManyDecimals: "That amount has more digits after the point than its currency has."
        case .tooLarge: "That amount is more than 10,000, which is too large to be one entry."
        }
    }
}
