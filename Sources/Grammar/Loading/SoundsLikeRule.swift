/// A known mishearing: words a speech recogniser writes ("lunch brake") for the ones meant ("lunch break").
struct SoundsLikeRule: Sendable {
    let heard: [String]
    let meant: [Int32]
}
