/// A parsed template: the tree of words, alternatives, optionals and references one grammar line stands for.
indirect enum Template: Sendable, Equatable {
    case word(String)
    case sequence([Template])
    case alternatives([Template])
    case optional(Template)
    case rule(String, GrammarLocation)
    case slot(String, GrammarLocation)
}
