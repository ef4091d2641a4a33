import Grammar

/// One fuzz input for the recogniser: the bytes as a sentence a speech-to-text engine might emit, recognised
/// against the built-in grammar with tolerance on and off. Anything but a crash or a hang is a pass.
public enum RecogniserFuzz {
    public static func run(_ bytes: UnsafeRawBufferPointer) {
        let sentence = String(decoding: bytes, as: UTF8.self)
        _ = Grammar.english.recognise(sentence, tolerance: true)
        _ = Grammar.english.recognise(sentence, tolerance: false)
    }
}
