import Domain

/// A number given to a correction that names nothing in the list it refers to.
public enum CorrectionActionError: SpokenError, Equatable {
    case noSuchShift(number: Int, recorded: Int)
    case noSuchOffer(number: Int, listed: Int)
    case noSuchDelivery(number: Int, listed: Int)

    public var sentence: String {
        switch self {
        case .noSuchShift(_, 0): "No shift has been recorded yet."
        case .noSuchShift(let number, let recorded):
            "There is no shift \(number); \(recorded == 1 ? "1 shift is" : "\(recorded) shifts are") recorded."
        case .noSuchOffer(let number, let listed):
            "There is no offer \(number); that shift has \(listed == 1 ? "1 offer" : "\(listed) offers")."
        case .noSuchDelivery(let number, let listed):
            "There is no delivery \(number); that shift has \(listed == 1 ? "1 delivery" : "\(listed) deliveries")."
        }
    }
}
