/// A grammar file as written, parsed but not yet compiled: every template still a tree.
struct GrammarDefinition: Sendable {
    struct Located: Sendable {
        let template: Template
        let location: GrammarLocation
        let sourceLine: String
    }

    struct Intent: Sendable {
        let name: String
        let location: GrammarLocation
        var phrases: [Located] = []
    }

    struct SlotList: Sendable {
        let name: String
        let location: GrammarLocation
        var values: [(value: String, forms: Located)] = []
    }

    struct SoundsLike: Sendable {
        let heard: [String]
        let meant: [String]
        let location: GrammarLocation
        let sourceLine: String
    }

    var intents: [Intent] = []
    var rules: [String: Located] = [:]
    var lists: [String: SlotList] = [:]
    var skip: [Located] = []
    /// Dropped wherever they stand, as `skip` phrases are, but never offered to a speech recogniser as paths of their
    /// own: exclamations and names for a mate, which the general model hears well enough, keep the decoder grammar its size.
    var interjection: [Located] = []
    var wake: [Located] = []
    /// Fillers dropped only where they open a clause and words follow ("right, new order"), since elsewhere the same
    /// word carries meaning ("be right back", "turn right").
    var lead: [Located] = []
    /// Vetoes by the refusal they give: `veto` lines are `other`, `negation` and `plan` lines their own kind.
    var veto: [Located] = []
    var negation: [Located] = []
    var plan: [Located] = []
    /// Phrases that take back what was said before them ("just kidding", "i mean").
    var retract: [Located] = []
    /// Request frames ("could you", "please"): dropped, and a `?` after one asks for an action, not a fact.
    var request: [Located] = []
    /// Words that begin a remark of its own after a command ("the baby is crying", "i am tired").
    var aside: [Located] = []
    var opener: [Located] = []
    var joiner: [Located] = []
    var clauseVeto: [Located] = []
    /// Vetoes that reach the whole sentence however long their clause ("cancelled": the order itself is gone).
    var sentenceVeto: [Located] = []
    var soundsLike: [SoundsLike] = []
}
