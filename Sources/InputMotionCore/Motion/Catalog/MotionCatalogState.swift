/// What of the catalog is saved across restarts, as text: one entry per tuned motion (its
/// name → `field=value` pairs joined by "; "). Seed values are not saved, so a reset motion
/// simply has no entry.
///
/// Reading back is forgiving: an entry that names no motion, or whose values do not parse or
/// break a rule, is skipped with a warning, and the motion keeps its seed values.
public enum MotionCatalogState {
    /// The entries to save for `catalog`, in catalog order.
    public static func entries(of catalog: MotionCatalog) -> [(name: String, value: String)] {
        catalog.tuned.map { name in (name.rawValue, text(of: catalog[name], for: name)) }
    }

    /// A catalog from saved entries, and a warning for each entry that could not be used.
    public static func catalog(from entries: [(name: String, value: String)]) -> (catalog: MotionCatalog, warnings: [String]) {
        var catalog = MotionCatalog()
        let warnings = entries.compactMap { apply($0.value, named: $0.name, to: &catalog) }
        return (catalog, warnings)
    }

    /// Sets the motion `name` in `catalog` from its saved `value`; returns why it could not, in
    /// a short line that says what was done, or nil.
    static func apply(_ value: String, named name: String, to catalog: inout MotionCatalog) -> String? {
        guard let motion = MotionName(rawValue: name) else {
            return tr("{name} is not a motion of this version; ignored").filled(["name": LineText.quoted(name)])
        }
        let problem: String
        switch parse(value, for: motion) {
        case let .success(parameters):
            do {
                try catalog.set(parameters, for: motion)
                return nil
            } catch { problem = "\(error)" }
        case let .failure(failure): problem = failure.description
        }
        return tr("{name}: {problem}; seed values kept")
            .filled(["name": name, "problem": LineText.shortened(problem, limit: 70)])
    }

    static func text(of parameters: MotionParameters, for name: MotionName) -> String {
        switch parameters {
        case let .uikitSpring(p):
            return pairs([("duration", p.duration), ("dampingRatio", p.dampingRatio), ("initialVelocity", p.initialVelocity)])
        case let .bezier(p):
            return pairs(curvePairs(p.curve) + [("duration", p.duration)])
        case let .keyframes(p):
            var items = ["values=\(MotionNumber.listText(p.values))", "keyTimes=\(MotionNumber.listText(p.keyTimes))",
                         pairs(curvePairs(p.curve) + [("duration", p.duration)])]
            switch p.repeatCount {
            case .forever: items.append("repeat=forever")
            case let .count(count): items.append("repeat=\(MotionNumber.text(count))")
            }
            items.append("autoreverses=\(p.autoreverses)")
            return items.joined(separator: "; ")
        }
    }

    static func parse(_ text: String, for name: MotionName) -> Result<MotionParameters, StateError> {
        var draft = MotionDraft(name: name, parameters: name.seed)
        var fields: [String: String] = [:]
        for item in text.split(separator: ";") {
            let parts = item.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhitespace }
            guard parts.count == 2 else {
                return .failure(StateError(tr("{item} is not field=value").filled(["item": LineText.quoted(String(item).trimmingWhitespace)])))
            }
            fields[parts[0]] = parts[1]
        }
        let scalars: [(String, MotionField)] = [("duration", .duration), ("dampingRatio", .dampingRatio), ("initialVelocity", .initialVelocity),
                                                ("x1", .x1), ("y1", .y1), ("x2", .x2), ("y2", .y2)]
        for (key, field) in scalars where draft.scalarFields.contains(field) {
            guard let value = fields[key] else { return .failure(StateError(tr("{field} is missing").filled(["field": key]))) }
            draft.setText(value, for: field)
        }
        if case .keyframes = name.seed {
            guard case let .success(values) = MotionNumber.parseList(fields["values"] ?? ""),
                  case let .success(keyTimes) = MotionNumber.parseList(fields["keyTimes"] ?? "") else {
                return .failure(StateError(tr("values or keyTimes are not lists of numbers")))
            }
            while draft.keyframeCount > 1 { draft.removeKeyframe() }
            while draft.keyframeCount < max(values.count, keyTimes.count) { draft.addKeyframe() }
            for index in 0..<draft.keyframeCount {
                draft.setText(index < values.count ? MotionNumber.text(values[index]) : "", for: .value(index))
                draft.setText(index < keyTimes.count ? MotionNumber.text(keyTimes[index]) : "", for: .keyTime(index))
            }
            let repeatText = fields["repeat"] ?? "1"
            draft.repeatsForever = repeatText == "forever"
            if !draft.repeatsForever { draft.setText(repeatText, for: .repeatCount) }
            draft.autoreverses = fields["autoreverses"] == "true"
        }
        guard let parameters = draft.parameters else {
            // The first problem is enough to say why; the line stays short.
            return .failure(StateError(draft.problems.first?.message ?? tr("not usable")))
        }
        return .success(parameters)
    }

    private static func curvePairs(_ curve: BezierControlPoints) -> [(String, Double)] {
        [("x1", curve.x1), ("y1", curve.y1), ("x2", curve.x2), ("y2", curve.y2)]
    }

    private static func pairs(_ items: [(String, Double)]) -> String {
        items.map { "\($0.0)=\(MotionNumber.text($0.1))" }.joined(separator: "; ")
    }

    /// Why a saved entry could not be read.
    struct StateError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
