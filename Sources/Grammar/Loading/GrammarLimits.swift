/// Bounds that keep a hostile or mistaken grammar file from exhausting memory or time while loading,
/// and a hostile sentence from slowing recognition. Going past one is a positioned error, never a crash.
public enum GrammarLimits {
    public static let fileBytes = 4 * 1024 * 1024
    public static let lineLength = 4_000
    public static let nestingDepth = 32
    public static let tokensPerPhrase = 48
    /// Sentences longer than this (in words) are not commands; they are refused without being searched.
    public static let sentenceTokens = 64
    public static let sentenceBytes = 2_000
    static let displayedLineLength = 160
}
