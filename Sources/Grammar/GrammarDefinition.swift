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
    var wake: [Located] = []
    var veto: [Located] = []
    var opener: [Located] = []
    var joiner: [Located] = []
    var clauseVeto: [Located] = []
    var soundsLike: [SoundsLike] = []
}
