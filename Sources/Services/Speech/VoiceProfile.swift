import Glibc

/// Why a voice profile could not be made or used; `sentence` says what to do about it.
public enum VoiceProfileError: Error, Equatable, Sendable {
    /// A program enrolling needs is not installed.
    case toolMissing(String)
    /// Enrolling needs one recording for each prompt.
    case wrongCount(given: Int, needed: Int)
    /// Too few recordings matched their prompts for the voice to be learned from them.
    case tooFewMatched(matched: Int, needed: Int)
    /// The adaptation itself failed; the detail is the tool's last word.
    case adaptationFailed(String)
    /// The profile could not be written where it belongs.
    case unwritable(path: String, reason: String)
    /// A profile named on the command line does not exist.
    case missing(String)
    /// A profile exists but is not one this acoustic model can use.
    case damaged(String)

    public static let installHint = "Install them with: sudo apt-get install sphinxtrain sphinxbase-utils pocketsphinx"

    public var sentence: String {
        switch self {
        case .toolMissing(let tool):
            "Enrolling a voice needs sphinxtrain, sphinxbase-utils and pocketsphinx, and \(tool) is missing. \(Self.installHint)"
        case .wrongCount(let given, let needed):
            "Enrolling needs one recording for each of the \(needed) sentences of dashpilot listen --prompts, "
                + "and \(given) \(given == 1 ? "was" : "were") given. Nothing was changed."
        case .tooFewMatched(let matched, let needed):
            "Only \(matched) of the recordings matched their sentences, and \(needed) must. "
                + "Read each sentence as it is shown and enrol again. Nothing was changed."
        case .adaptationFailed(let detail):
            "Your voice could not be learned from these recordings (\(detail)). Nothing was changed."
        case .unwritable(let path, let reason):
            "The voice profile could not be saved to \(path): \(reason). Nothing was changed."
        case .missing(let path):
            "There is no voice profile at \(path). Make one with: dashpilot listen --enrol"
        case .damaged(let path):
            "The voice profile \(path) is damaged or was made for another model. "
                + "Enrol again with dashpilot listen --enrol, or remove it."
        }
    }
}

/// A voice profile: pocketsphinx's US English acoustic model adapted to one speaker. It holds the model's
/// Gaussian means moved towards how that speaker (and microphone, and car) sounds, learned by
/// `VoiceEnrolment` from the speaker reading `prompts`; every decoder of `listen` loads it in place of the
/// model's own means. A synthesiser's voice or an accent far from the model's speakers is heard far better
/// with one (docs/voice.md has the figures).
public enum VoiceProfile {
    /// The profile `listen` should load, `explicit` (`--voice-profile`) else the default one: nil when none was
    /// named and the default has not been made; an error when one named does not exist or one found cannot be
    /// the model's means.
    public static func resolve(explicit: String?, default defaultPath: String) throws(VoiceProfileError) -> String? {
        let path = explicit ?? defaultPath
        guard access(path, F_OK) == 0 else {
            if explicit != nil { throw .missing(path) }
            return nil
        }
        try check(path)
        return path
    }

    /// Whether `path` is the acoustic model's means made anew: the same size, header and dimensions, every
    /// number finite, and the checksum right. pocketsphinx ends the whole process on a checksum it does not
    /// expect, so a damaged profile must be caught before it is given one.
    public static func check(_ path: String, model: String = Pronunciations.acousticModel + "/means") throws(VoiceProfileError) {
        guard let profile = Pronunciations.fileBytes(path), let means = Pronunciations.fileBytes(model),
            profile.count == means.count, let header = headerLength(means), profile.prefix(header) == means.prefix(header),
            let data = dataStart(means), holdsFiniteNumbers(profile, from: header, to: profile.count - 4),
            checksum(profile, from: data, to: profile.count - 4) == word(profile, at: profile.count - 4)
        else { throw .damaged(path) }
    }

    /// sphinxbase's checksum of an s3 file (`bio_fread`): each 4-byte word after the byte-order word, up to the
    /// stored checksum, added to the sum rotated left by 20 bits.
    static func checksum(_ bytes: [UInt8], from start: Int, to end: Int) -> UInt32 {
        var sum: UInt32 = 0
        for offset in stride(from: start, to: end, by: 4) {
            sum = ((sum << 20) | (sum >> 12)) &+ word(bytes, at: offset)
        }
        return sum
    }

    static func holdsFiniteNumbers(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        stride(from: start, to: end, by: 4).allSatisfy { Float(bitPattern: word(bytes, at: $0)).isFinite }
    }

    static func word(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    /// Where an s3 file's data begins: after "endhdr\n" and the byte-order word.
    static func dataStart(_ bytes: [UInt8]) -> Int? {
        let marker = Array("endhdr\n".utf8)
        guard bytes.count > marker.count, let end = (0...(bytes.count - marker.count)).first(where: {
            bytes[$0..<$0 + marker.count].elementsEqual(marker)
        }) else { return nil }
        let data = end + marker.count + 4
        return bytes.count >= data + 4 ? data : nil
    }

    /// The bytes of an s3 file's header and its dimensions: up to "endhdr\n", then the byte-order word and
    /// the counts (codebooks, streams, densities, one length a stream, the total), 4 bytes each.
    static func headerLength(_ bytes: [UInt8]) -> Int? {
        guard let data = dataStart(bytes), bytes.count >= data + 12 else { return nil }
        let streams = Int(word(bytes, at: data + 4))
        let length = data + 4 * (3 + streams + 1)
        return streams > 0 && streams < 16 && bytes.count > length ? length : nil
    }

    /// What the driver reads to enrol, in this order: the commands a driver says most, then sentences that
    /// between them say every sound of US English in many neighbours. Short, without commas, so each is said
    /// in one breath and the recogniser's voice-activity detection cuts it as one utterance.
    public static let prompts = [
        "start my shift",
        "end my shift for the day",
        "pause my shift for a break",
        "resume my shift now",
        "I'm parked outside the restaurant",
        "driving again",
        "back in the car",
        "I accepted a new order",
        "picked up the food",
        "delivered it to the door",
        "next step on this delivery",
        "clock me out I'm done for today",
        "the quick brown fox jumps over the lazy dog",
        "the birch canoe slid on the smooth planks",
        "glue the sheet to the dark blue background",
        "it's easy to tell the depth of a well",
        "these days a chicken leg is a rare dish",
        "rice is often served in round bowls",
        "the juice of lemons makes fine punch",
        "the box was thrown beside the parked truck",
        "four hours of steady work faced us",
        "a pot of tea helps to pass the evening",
        "smoky fires lack flame and heat",
        "the soft cushion broke the man's fall",
        "the salt breeze came across from the sea",
        "the girl at the booth sold fifty bonds",
        "the small pup gnawed a hole in the sock",
        "the fish twisted and turned on the bent hook",
        "press the pants and sew a button on the vest",
        "the swan dive was far short of perfect",
        "what time is it and where are we going",
        "can you turn the music down a little",
        "call my brother when we get home",
        "the traffic on the highway is really slow today",
        "my phone battery is almost dead",
        "I need to get gas before the next trip",
        "we should stop for coffee on the way",
        "she thought the weather would be nicer this weekend",
        "they usually order pizza on friday night",
        "the customer lives on the third floor of the building",
    ]
}
