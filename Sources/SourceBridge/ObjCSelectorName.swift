/// The Objective-C selector Swift gives a method (`@objc`), following the compiler's rules
/// (`AbstractFunctionDecl::getObjCSelector` in the Swift compiler, reproduced by Periphery's
/// Interface Builder checks):
/// - no parameters: the base name (`tick()` → `tick`);
/// - one colon per parameter; the first piece is the base name, followed — when the first
///   parameter has an argument label — by the label in sentence case, preceded by `With` unless
///   the label's first word is a preposition (`update(value:)` → `updateWithValue:`,
///   `move(to:)` → `moveTo:`, `action(withSender:)` → `actionWithSender:`);
/// - the other pieces are the argument labels (`_` → empty): `tap(_:forEvent:)` → `tap:forEvent:`;
/// - property getters are the property name, setters `set` + capitalized name + `:`;
/// - an explicit `@objc(name:)` wins.
public enum ObjCSelectorName {
    /// The prepositions that suppress `With` (the Swift compiler's `PartsOfSpeech.def`).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given",
        "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to", "until",
        "using", "via", "when", "with", "within",
    ]

    /// The selector of `base(labels…)`; `labels` holds `nil` or `"_"` for an unlabelled parameter.
    public static func method(_ base: String, labels: [String?]) -> String {
        guard let first = labels.first else { return base }
        var name = base
        if let label = first, label != "_", !label.isEmpty {
            if !prepositions.contains(firstWord(of: label)) { name += "With" }
            name += label.prefix(1).uppercased() + label.dropFirst()
        }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label ?? "") + ":" }
        return name
    }

    /// The getter of a property: its name.
    public static func getter(_ property: String) -> String { property }

    /// The setter of a property: `setName:`.
    public static func setter(_ property: String) -> String {
        "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
    }

    /// The first camel-case word (`withSender` → `with`).
    static func firstWord(of label: String) -> String {
        String(label.prefix { !$0.isUppercase })
    }
}
