import Foundation

extension ListView {
    /// What the view shows, as the tree of data sources behind it: each data source with the
    /// view's sections it owns and their row counts, a switching data source's shown child, a
    /// mediator's loading rows, and the selected rows of each data source in its own numbers.
    /// For the debugger (`po listView.contentsDescription`) and for reports:
    ///
    /// ```
    /// HeadlessTableView — 3 sections, 22 rows, 1 selected
    /// └ ListViewMediator — sections 0–2
    ///   ├ CompositeDataSource — sections 0–1
    ///   │ ├ FlatDataSource<String> — section 0: 1 row
    ///   │ └ SwitchingDataSource, showing child 2 of 2 — section 1
    ///   │   └ FlatDataSource<Int> — section 1: 20 rows; selected: [0, 3]
    ///   └ loading row — section 2: 1 row
    /// ```
    ///
    /// Section numbers are the view's; selected rows are in the data source's own numbers
    /// (section, row). Item values are never described: a report may carry it as it is.
    /// - Complexity: O(*s* · *d*) routing questions for *s* sections *d* containers deep.
    public var contentsDescription: String {
        let sectionCount = dataSource?.numberOfSections(in: self) ?? 0
        let rowCount = (0..<sectionCount).reduce(0) {
            $0 + (dataSource?.listView(self, numberOfRowsInSection: $1) ?? 0)
        }
        let selected = selectable?.indexPathsForSelectedRows.sorted() ?? []
        var header = "\(Self.self) — \(Self.count(sectionCount, "section")), \(Self.count(rowCount, "row"))"
        if !selected.isEmpty { header += ", \(selected.count) selected" }
        guard let dataSource else { return header + "\n(no data source)" }
        var lines = [header]
        describe(
            dataSource, name: nil, viewSections: 0..<sectionCount, offset: 0, selected: selected, prefix: "",
            isLast: true, into: &lines)
        return lines.joined(separator: "\n")
    }

    /// Appends the line of `source`, which shows the view's `viewSections` from its own section
    /// `viewSections.lowerBound - offset`, and the lines of its children.
    private func describe(
        _ source: any ListViewDataSource<Self>, name: String?, viewSections: Range<Int>, offset: Int,
        selected: [IndexPath], prefix: String, isLast: Bool, into lines: inout [String]
    ) {
        let router = source as? any RoutingDataSource<Self>
        var line = prefix + (isLast ? "└ " : "├ ") + (name ?? Self.name(of: source)) + " — "
        line += Self.sectionsText(viewSections)
        if router == nil {
            let counts = viewSections.map { source.listView(self, numberOfRowsInSection: $0 - offset) }
            if !counts.isEmpty {
                let total = counts.reduce(0, +)
                line +=
                    ": "
                    + (counts.count == 1
                        ? Self.count(total, "row") : "\(counts.map(String.init).joined(separator: ", ")) rows")
            }
            let mine = selected.filter { viewSections.contains($0.section) }.map { [$0.section - offset, $0.row] }
            if !mine.isEmpty { line += "; selected: " + mine.map { "\($0)" }.joined(separator: ", ") }
        }
        lines.append(line)
        guard let router else { return }
        let childPrefix = prefix + (isLast ? "  " : "│ ")
        // The container's own sections, grouped by the target that owns them, in order.
        var runs: [(route: SectionRoute, viewSections: Range<Int>)] = []
        for viewSection in viewSections {
            guard let route = router.route(forSection: viewSection - offset, in: self) else { continue }
            if let last = runs.last, last.route.target == route.target, last.viewSections.upperBound == viewSection {
                runs[runs.count - 1].viewSections = last.viewSections.lowerBound..<(viewSection + 1)
            } else {
                runs.append((route, viewSection..<(viewSection + 1)))
            }
        }
        for (index, run) in runs.enumerated() {
            let child = router.dataSource(at: run.route)
            let childOffset = run.viewSections.lowerBound - run.route.section
            describe(
                child,
                name: run.route.target.childIndex == nil && !(child is any HostedDataSource<Self>)
                    ? run.route.target.description : nil,
                viewSections: run.viewSections, offset: childOffset, selected: selected, prefix: childPrefix,
                isLast: index == runs.count - 1, into: &lines)
        }
    }

    /// A data source's type, without the view type every data source of this view has.
    private static func name(of source: any ListViewDataSource<Self>) -> String {
        if let role = source as? any RoleNaming { return role.roleName }
        var name = DataSourceNames.typeName(type(of: source), shownIn: Self.self)
        if let detailed = source as? any DescriptionDetailing { name += ", " + detailed.descriptionDetail }
        return name
    }

    private static func sectionsText(_ sections: Range<Int>) -> String {
        switch sections.count {
        case 0: "no sections"
        case 1: "section \(sections.lowerBound)"
        default: "sections \(sections.lowerBound)–\(sections.upperBound - 1)"
        }
    }

    private static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
