/// The properties of one layer class, its superclass's first (see `LayerProperty`): what
/// key-value coding, implicit animations, key-value observing and presentation copies of that
/// class go through. Each class keeps one table (`CALayer.propertyTable`).
final class LayerPropertyTable: @unchecked Sendable {  // immutable after init
    /// In declaration order, the superclass's first: the order a presentation copy takes them in.
    let all: [LayerProperty]
    private let byName: [String: LayerProperty]
    private let byKey: [String: LayerProperty]

    init(inheriting inherited: LayerPropertyTable?, _ own: [LayerProperty]) {
        all = (inherited?.all ?? []) + own
        byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
        var keys = Dictionary(all.map { ($0.key, $0) }, uniquingKeysWith: { $1 })
        // `isHidden` answers too
        for property in all where property.key != property.name { keys[property.name] = property }
        byKey = keys
    }

    /// The row of the Swift property `name` (from its observers' `#function`).
    func named(_ name: String) -> LayerProperty {
        guard let property = byName[name] else {
            preconditionFailure("layer property '\(name)' is not in its class's LayerPropertyTable")
        }
        return property
    }

    /// The row of key-value key `key`, if the class declares it.
    func keyed(_ key: String) -> LayerProperty? { byKey[key] }
}
