/// Non-negative numbers written in a fixed number of base-64 digits with no separator, so a grammar image's
/// edges take a few bytes each and read without scanning for spaces. The digits are letters, decimal
/// digits, `-` and `_`: none can end a line or the raw string literal the image is embedded in.
enum PackedNumbers {
    private static let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)

    /// How many digits a value below `limit` needs (at least one).
    static func width(below limit: Int) -> Int {
        var width = 1, capacity = 64
        while capacity < limit { width += 1; capacity *= 64 }
        return width
    }

    /// `value` in exactly `width` digits, most significant first; `value` must fit.
    static func encode(_ value: Int, width: Int) -> String {
        var bytes = [UInt8](repeating: 0, count: width)
        var rest = value
        for index in stride(from: width - 1, through: 0, by: -1) {
            bytes[index] = digits[rest & 63]
            rest >>= 6
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value of one digit, or 64 or more for a byte that is not one: a reader ORs the results together
    /// and checks once per number rather than branching per digit.
    @inline(__always)
    static func digit(_ byte: UInt8) -> Int {
        switch byte {
        case 0x30...0x39: Int(byte &- 0x30)
        case 0x41...0x5A: Int(byte &- 0x41) &+ 10
        case 0x61...0x7A: Int(byte &- 0x61) &+ 36
        case 0x2D: 62
        case 0x5F: 63
        default: 64
        }
    }
}
