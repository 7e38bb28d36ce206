import ListMediator

extension UpdateOutcome {
    /// The batch updates an animated outcome took, 0 for any other: a result a benchmark returns
    /// so the apply is not optimised away, and checks so a reload is never measured as an apply.
    var animatedStageCount: Int {
        if case .animated(let stageCount) = self { stageCount } else { 0 }
    }
}

extension SectionRoute {
    /// The position of the child the route leads to: a composite routes only to children.
    var child: Int {
        guard let index = target.childIndex else { fatalError("a composite's route led to \(target)") }
        return index
    }
}
