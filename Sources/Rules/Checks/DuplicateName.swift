import TreeModel

/// Several targets with the same label and role, which VoiceOver and Voice Control cannot tell apart.
public struct DuplicateName: Rule {
    public init() {}

    /// At most this many other elements are named as related locations of one finding.
    static let relatedLimit = 5

    public let metadata = RuleMetadata(
        id: "duplicate-name",
        name: "Duplicate name",
        summary: "Several targets in view have the same label and role, so a person cannot tell them apart by name.",
        rationale: """
            VoiceOver users hear only the name and role, and Voice Control users act by saying the name: two \
            "Edit" buttons that do different things sound the same and answer the same command, so people \
            must guess or explore around them. Rows that repeat (a "Remove" per row) are often told apart by \
            the row's text, which a person must confirm.
            """,
        criteria: [WCAG.criterion("2.4.4"), WCAG.criterion("2.4.6")],
        hig: .accessibility("Describe each element so it can be told apart"),
        defaultLevel: .warning,
        howToFix: """
            Give each target a label that says what it acts on: "Edit address", "Edit payment". SwiftUI: \
            `.accessibilityLabel("Remove \\(item.name)")`, or combine the row with \
            `.accessibilityElement(children: .combine)`; UIKit: set `accessibilityLabel` per row, or make the \
            cell one element with custom actions. Compose: `Modifier.semantics { contentDescription = … }`; \
            Android Views: `contentDescription` per item.
            """,
        reads: """
            AXLabel (trimmed, case and spacing ignored) and role (type) of the targets: enabled interactive \
            VoiceOver stops in view that are not system chrome nor a home screen's (an Android launcher's icons are \
            named after other apps, which the app under test does not own). Targets with identical frames (one control \
            reached twice, see targets overlap) and ancestors of one another count once. Targets that each \
            belong to a text field of their own (a "Show password" button in each password field's layout), \
            the fields named differently, are told apart by their fields and not reported. When all targets of \
            a name have the same size and each shares a left or top edge with another (rows, columns or a \
            grid that repeat), or all carry one identifier (a repeated template, or one destination reached \
            from two places), the finding is needs review; so is it when each target lies beside a different text \
            (within 16 pt, or in the same row or cell: a section's title beside its "All" link), which may say what \
            each is for, as a link's purpose may come from its context (WCAG 2.4.4); and when each is named by two \
            or more texts it shows (a feed's cards, whose name TalkBack composes from their texts): the same name \
            is then the same content, which people who look cannot tell apart either; and when each is a choice (a \
            toggle or radio button) in a different set of choices (its parent holds another), as an "Off" in each \
            setting's row of Off / Auto / On: the set, when named, says what the choice sets. Otherwise each is a \
            warning. \
            Each finding names up to 5 of the others. \
            An Android view that takes only a long press (long-clickable, not clickable: a chat message's row, which a \
            long press selects) is content, not a control picked by its name, and is left out. \
            A name that says nothing by itself (a stop phrase such as "Learn more", or "Image", "Icon") is left to \
            name-not-descriptive, which reports it on each element; a name made only of an icon font's glyphs \
            (private-use characters) is no name, left to label-missing; a name that is only a figure ("2", \
            "₹ 5.49": a quantity, a price, a page number) is a value that repeats by chance, not compared.
            """,
        precision: .medium,
        examples: [
            .triggering(at: ["Application/Button[1]", "Application/Button[2]"], """
                {"type": "Button", "AXLabel": "Edit", "frame": {"x": 300, "y": 120, "width": 60, "height": 44}},
                {"type": "Button", "AXLabel": "Edit", "frame": {"x": 20, "y": 400, "width": 120, "height": 50}}
                """),
            .passing("""
                {"type": "Button", "AXLabel": "Edit address", "frame": {"x": 300, "y": 120, "width": 60, "height": 44}},
                {"type": "Button", "AXLabel": "Edit payment", "frame": {"x": 20, "y": 400, "width": 120, "height": 50}}
                """),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let rows = MessageDeclaration("rows",
            "{0} has the same name as {1} {2} in rows that repeat; confirm that the row's text tells them apart ({3} of {4}).", .count, .words, .count, .count)
        static let sameIdentifier = MessageDeclaration("same-identifier",
            "{0} has the same name and identifier as {1} {2}; confirm that they lead to the same place or that their context tells them apart ({3} of {4}).", .count, .words, .count, .count)
        static let sameName = MessageDeclaration("same-name",
            "{0} has the same name as {1} {2} on the screen, so \"{3}\" does not say which is which ({4} of {5}).", .count, .words, .text, .count, .count)
        static let besideOtherTexts = MessageDeclaration("beside-other-texts",
            "{0} has the same name as {1} {2}, each beside another text ({3} here); if those texts say what each is for (a section's \"All\" link), the context tells them apart, but a list of controls or a spoken command gives only \"{4}\" ({5} of {6}).", .count, .words, .related, .text, .count, .count)
        static let sameContent = MessageDeclaration("same-content",
            "{0} is named by the texts it shows, and {1} {2} show the same texts; confirm whether they are different items, which people who look at them cannot tell apart either ({3} of {4}).", .count, .words, .count, .count)
        static let choices = MessageDeclaration("choices",
            "{0} has the same name as {1} {2}, each a choice in another set of options (an \"Off\" in each setting's row of choices); confirm that each set is named, which tells the choices apart ({3} of {4}).", .count, .words, .count, .count)
        static let all = [rows, sameIdentifier, sameName, besideOtherTexts, sameContent, choices]
    }

    struct Key: Hashable {
        var name: String
        var type: String
    }

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        let elements = facts.screen.elements
        // Each key is hashed once: its slot in `groups` (in the order keys first appear) is found or added in
        // one look-up.
        var slots: [Key: Int] = [:]
        var groups: [(key: Key, members: [Int])] = []
        for index in elements.indices where facts.isTarget(index) {
            // A home screen's icons are named after other apps: two "Chrome" icons are not the app's to rename. A row
            // that takes only a long press (a chat message, which a long press selects) is content, not a control
            // picked by its name: two messages that say the same are the same to everyone.
            guard let label = elements[index].label, !elements[index].roles.contains(.launcher),
                  !elements[index].roles.contains(.longPressOnly) else { continue }
            let key = Key(name: Self.normalised(label), type: elements[index].displayType)
            // A name that says nothing by itself ("Image", "Learn more") is the problem of each element that
            // bears it (name-not-descriptive, label-role-or-state-word), not a duplicate to tell apart.
            // An icon font's glyph alone is no name at all (label-missing).
            // A figure alone ("2", "₹ 5.49") is a value that repeats by chance (a quantity, a price, a page
            // number), not a name given to two controls.
            guard !key.name.isEmpty, !NameNotDescriptive.saysNothing(NameNotDescriptive.phrase(label)),
                  !SpokenText.isOnlyGlyphs(label), !SpokenText.isFigureOnly(label) else { continue }
            let next = groups.count
            let slot = Self.slot(of: key, in: &slots, next: next)
            if slot == next { groups.append((key, [index])) } else { groups[slot].members.append(index) }
        }
        var findings: [Finding] = []
        var texts: SpatialIndex?
        for (key, group) in groups {
            guard group.count >= 2 else { continue }
            let members = distinct(group, facts)
            guard members.count >= 2, !Self.toldApartByFields(members, facts) else { continue }
            // A member cut by the screen's or its list's edge (the last card of a row scrolled part way) shows
            // less than its size: it takes part in the alignment, not in the size comparison.
            let rows = Self.repeatsGeometry(members.map { elements[$0].frame },
                                            cut: members.map { facts.isPartlyClipped($0) || facts.isPartlyOffScreen($0) })
            let template = !rows && Self.sharesIdentifier(members, facts)
            // Each beside a different text (a section's title beside its "All" link): the context may tell them
            // apart, as a link's purpose may come from its context (WCAG 2.4.4), which the tree cannot judge.
            let contexts = rows || template ? nil : Self.distinctContexts(members, facts, texts: &texts)
            // Each named by several texts it shows (a feed's cards, composed by TalkBack from their texts): the
            // same name is the same content, a matter of the data shown, not of naming.
            let sameContent = !rows && members.allSatisfy { Self.isNamedByItsTexts($0, facts) }
            // Each a choice in a set of its own (an "Off" in every setting's row of Off / Auto / On): the set, when
            // named, says what each choice sets.
            let choices = !rows && Self.areChoicesOfDifferentSets(members, facts)
            let repeating = rows || template || contexts != nil || sameContent || choices
            let otherCount = members.count - 1
            let kind = "other \(key.type) target" + (otherCount == 1 ? "" : "s")
            for (position, index) in members.enumerated() {
                var others = members.prefix(Self.relatedLimit + 1).filter { $0 != index }
                if others.count > Self.relatedLimit { others.removeLast() }
                let label = ScreenFacts.shorten(elements[index].label ?? "")
                let message: FindingMessage
                if sameContent && !template && contexts == nil {
                    message = FindingMessage(Message.sameContent, .count(otherCount), .words(kind), .count(position + 1), .count(members.count))
                } else if rows {
                    message = FindingMessage(Message.rows, .count(otherCount), .words(kind), .count(position + 1), .count(members.count))
                } else if let contexts {
                    message = FindingMessage(Message.besideOtherTexts, .count(otherCount), .words(kind), .related(others.count),
                                             .text(label), .count(position + 1), .count(members.count))
                    others.append(contexts[position])
                } else if choices && !template {
                    message = FindingMessage(Message.choices, .count(otherCount), .words(kind), .count(position + 1), .count(members.count))
                } else if template {
                    message = FindingMessage(Message.sameIdentifier, .count(otherCount), .words(kind), .count(position + 1),
                                             .count(members.count))
                } else {
                    message = FindingMessage(Message.sameName, .count(otherCount), .words(kind), .text(label), .count(position + 1),
                                             .count(members.count))
                }
                findings.append(finding(index, in: facts, configuration: configuration, message: message, related: others,
                                        outcome: repeating ? .needsReview : .finding))
            }
        }
        return findings
    }

    /// Whether the element's name is the texts it shows, two or more of its descendants that are not reached on
    /// their own (TalkBack composes a stop's name from them when it has none; `Element.labelIsShownText`: no
    /// description among them).
    static func isNamedByItsTexts(_ index: Int, _ facts: ScreenFacts) -> Bool {
        let elements = facts.screen.elements
        guard elements[index].labelIsShownText, elements[index].descendantCount > 1 else { return false }
        var parts = 0
        for inner in (index + 1)..<(index + 1 + elements[index].descendantCount)
            where elements[inner].label != nil && !facts.stop[inner] {
            parts += 1
            if parts >= 2 { return true }
        }
        return false
    }

    /// True when every member is a choice (a toggle or a radio button) whose parent holds at least one other
    /// choice, and no two members share a parent: one choice in each of several sets of options.
    static func areChoicesOfDifferentSets(_ members: [Int], _ facts: ScreenFacts) -> Bool {
        let elements = facts.screen.elements
        var parents = Set<Int>()
        for member in members {
            guard isChoice(member, facts), let parent = elements[member].parent, parents.insert(parent).inserted,
                  facts.screen.children(of: parent).contains(where: { $0 != member && isChoice($0, facts) }) else { return false }
        }
        return true
    }

    static func isChoice(_ index: Int, _ facts: ScreenFacts) -> Bool {
        facts.screen.elements[index].traits.contains(.toggle) || facts.screen.elements[index].traits.contains(.radioButton)
    }

    /// The text beside each member (`NameNotDescriptive.contextText`), when every member has one and no two of
    /// those texts say the same; nil otherwise. `texts` is the screen's texts, indexed once when first needed.
    static func distinctContexts(_ members: [Int], _ facts: ScreenFacts, texts: inout SpatialIndex?) -> [Int]? {
        let index = texts ?? NameNotDescriptive.textIndex(facts)
        texts = index
        var contexts: [Int] = []
        var said = Set<String>()
        for member in members {
            guard let context = NameNotDescriptive.contextText(member, facts, texts: index),
                  let label = facts.screen.elements[context].label,
                  said.insert(normalised(label)).inserted else { return nil }
            contexts.append(context)
        }
        return contexts
    }

    /// The slot of `key`, added as `next` when it has none.
    static func slot(of key: Key, in slots: inout [Key: Int], next: Int) -> Int {
        var slot = next
        modify(&slots[key, default: next]) { slot = $0 }
        return slot
    }

    private static func modify(_ value: inout Int, _ body: (Int) -> Void) { body(value) }

    /// The members without repeats of one control: an identical frame, or an ancestor of another member.
    func distinct(_ members: [Int], _ facts: ScreenFacts) -> [Int] {
        var seen = Set<Frame>()
        var result: [Int] = []
        for index in members {
            let frame = facts.screen.elements[index].frame
            if !seen.insert(frame).inserted { continue }
            if let last = result.last, facts.isAncestor(last, of: index) { continue }
            result.append(index)
        }
        return result
    }

    /// True when every frame has the same size (within 1 pt) and each shares a left edge or a top edge with
    /// another (a column of rows, a row of cards, a grid): a structure that repeats. A frame `cut` by an edge
    /// shows less than its size: it need only fit in the size of the whole ones (when all are cut, they are
    /// compared as they show). Sorting by each edge keeps it O(n log n).
    static func repeatsGeometry(_ frames: [Frame], cut: [Bool]? = nil) -> Bool {
        guard !frames.isEmpty else { return false }
        let whole = frames.indices.filter { !(cut?[$0] ?? false) }
        let size = frames[whole.first ?? 0]
        let sameSize = frames.indices.allSatisfy { index in
            let frame = frames[index]
            if whole.isEmpty || !(cut?[index] ?? false) {
                return abs(frame.width - size.width) <= 1 && abs(frame.height - size.height) <= 1
            }
            return frame.width <= size.width + 1 && frame.height <= size.height + 1
        }
        guard sameSize else { return false }
        var aligned = [Bool](repeating: false, count: frames.count)
        for edge in [\Frame.minX, \Frame.minY] {
            let order = frames.indices.sorted { frames[$0][keyPath: edge] < frames[$1][keyPath: edge] }
            for (a, b) in zip(order, order.dropFirst()) where abs(frames[a][keyPath: edge] - frames[b][keyPath: edge]) <= 1 {
                aligned[a] = true
                aligned[b] = true
            }
        }
        return aligned.allSatisfy { $0 }
    }

    /// True when all members carry one identifier (`shortcut.button.run`): one control of a template that
    /// repeats, or one destination reached from two places (an app's icon and its widget).
    static func sharesIdentifier(_ members: [Int], _ facts: ScreenFacts) -> Bool {
        guard let first = facts.screen.elements[members[0]].identifier else { return false }
        return members.allSatisfy { facts.screen.elements[$0].identifier == first }
    }

    /// The label as compared: lower-cased, runs of white space made one space, trimmed.
    static func normalised(_ label: String) -> String {
        LabelWords.asciiFolded(label) ?? label.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Each target is a part of its own text field (a password field's "Show password" button): the field
    /// beside it, named differently for each, says which is which.
    static func toldApartByFields(_ members: [Int], _ facts: ScreenFacts) -> Bool {
        var names = Set<String>()
        for index in members {
            guard let name = fieldName(near: index, facts), names.insert(name).inserted else { return false }
        }
        return true
    }

    /// The name of the text field in the target's parent or grandparent (a Material `TextInputLayout` holds the
    /// field and its end icon), or nil.
    static func fieldName(near index: Int, _ facts: ScreenFacts) -> String? {
        let elements = facts.screen.elements
        var container = elements[index].parent
        for _ in 0..<2 {
            guard let holder = container else { return nil }
            let end = holder + elements[holder].descendantCount
            if holder < end {
                for inner in (holder + 1)...end where inner != index && facts.isTextEntry(inner) {
                    if let name = elements[inner].label ?? elements[inner].placeholder ?? elements[inner].identifier { return name }
                }
            }
            container = elements[holder].parent
        }
        return nil
    }
}
