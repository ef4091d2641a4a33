import Grammar
import Services

/// What is done with one utterance, decided by `Listener.CheckPolicy` from what the passes heard of it. Apart from
/// the recognisers, so that transcripts kept from a run can be judged again by other rules
/// (`DASHPILOT_LISTEN_REPLAY`, docs/voice.md).
final class HearingJudge {
    let grammar: Grammar
    let policy: Listener.CheckPolicy
    /// For how far apart two transcripts sound: the whole system dictionary, read the first time two
    /// transcripts are compared rather than at every start.
    private lazy var dictionary: PronouncingDictionary? = PronouncingDictionary()

    init(grammar: Grammar, policy: Listener.CheckPolicy) {
        self.grammar = grammar
        self.policy = policy
    }

    /// The decision on an utterance the grammar pass heard as `text` (`rejected` when it held a word of the
    /// out-of-grammar loop) and the second pass as `general`, in `clauses` where it paused; `heardAlone` gives
    /// what the general model alone heard, as one stretch and in clauses, and is called only when a rule asks.
    func decide(
        grammarTranscript text: String, rejected: Bool, general rawGeneral: String, clauses rawClauses: String,
        heardAlone: () -> (text: String, clauses: String)?
    ) -> Listener.CheckPolicy.Decision {
        let general = Listener.reading(rawGeneral, besideGrammar: text)
        let clauses = Listener.reading(rawClauses, besideGrammar: text)
        var witnessed: (text: String, clauses: String)??
        func alone() -> (text: String, clauses: String)? {
            if witnessed == nil { witnessed = .some(heardAlone()) }
            return witnessed!
        }
        // What the general model alone heard, in clauses, read beside the grammar's transcript, and what it means: each
        // at most once, however many rules ask.
        var witnessRead: String??
        func readAlone() -> String? {
            if witnessRead == nil { witnessRead = .some(alone().map { Listener.reading($0.clauses, besideGrammar: text) }) }
            return witnessRead!
        }
        var witnessMeant: Recognition??
        func meaningAlone() -> Recognition? {
            if witnessMeant == nil { witnessMeant = .some(readAlone().map { self.grammar.recognise($0) }) }
            return witnessMeant!
        }
        // Each pass's transcript read as a self-correction, at most once.
        var corrected: (Grammar.Correction?, Grammar.Correction?)?
        func corrections() -> (Grammar.Correction?, Grammar.Correction?) {
            if corrected == nil { corrected = (grammar.correction(text), grammar.correction(clauses)) }
            return corrected!
        }
        return policy.decide(
            grammarTranscript: text, grammarMeaning: rejected ? nil : grammar.recognise(text), secondTranscript: clauses,
            secondMeaning: grammar.recognise(clauses),
            distance: { self.dictionary.map { SoundDistance.between(text, general, dictionary: $0) } ?? 1 },
            meaningWithout: { first, last in
                self.grammar.recognise(text.split(separator: " ").dropFirst(first).dropLast(last).joined(separator: " "))
            },
            witnessMeaning: meaningAlone,
            witnessTranscript: { alone().map { Listener.reading($0.text, besideGrammar: text) } },
            witnessRefusal: {
                alone().flatMap {
                    Listener.refusal(ofWitness: Listener.reading($0.text, besideGrammar: text), besideGrammar: text, grammar: self.grammar)
                }
            },
            witnessNamesARecord: { alone().map { Listener.namesARecord($0.text, besideGrammar: text) } ?? false },
            witnessTakesBack: { readAlone().map { self.grammar.takesBack($0) } ?? false },
            secondAsOneClause: { clauses == general ? nil : self.grammar.recognise(general) },
            grammarTakesBack: { self.grammar.takesBack(text) },
            corrections: corrections,
            soundsApart: { first, second in self.dictionary.map { SoundDistance.between(first, second, dictionary: $0) } ?? 1 },
            meaningOf: { self.grammar.recognise($0) })
    }
}
