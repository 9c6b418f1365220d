import Foundation

/// The coder a view's `init(coder:)` receives when it is loaded from a nib (UIKit's class has
/// this name too). It answers what Interface Builder stored for the object, by IB's names: the
/// element's attributes (`decodeObject(forKey: "text")` is the string, `decodeBool(forKey:
/// "hidden")`, `decodeInteger(forKey: "contentMode")` the raw value of the UIKit enumeration,
/// `decodeDouble(forKey: "alpha")`) and its keyed values (`decodeObject(forKey:
/// "backgroundColor")` is a `UIColor`, `"fontDescription"` a `UIFont`, `"frame"` a `CGRect`).
///
/// As in UIKit, `init(coder:)` restores the view's own properties and builds its subviews, but
/// outlets are not connected yet (they are nil inside `init(coder:)`): connections and
/// `awakeFromNib()` follow once every object of the nib exists.
public final class UINibDecoder: NSCoder {
    let object: XIBObject
    let instantiation: NibInstantiation

    init(object: XIBObject, instantiation: NibInstantiation) {
        self.object = object
        self.instantiation = instantiation
        super.init()
    }

    public override var allowsKeyedCoding: Bool { true }

    public override func containsValue(forKey key: String) -> Bool {
        object.attributes[key] != nil || object.values[key] != nil
    }

    public override func decodeObject(forKey key: String) -> Any? {
        if let value = object.values[key] { return value.object }
        return object.attributes[key]
    }

    public override func decodeBool(forKey key: String) -> Bool { bool(key) ?? false }
    public override func decodeInteger(forKey key: String) -> Int { integer(key) ?? 0 }
    public override func decodeInt64(forKey key: String) -> Int64 { Int64(integer(key) ?? 0) }
    public override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: integer(key) ?? 0) }
    public override func decodeDouble(forKey key: String) -> Double { double(key) ?? 0 }
    public override func decodeFloat(forKey key: String) -> Float { Float(double(key) ?? 0) }

    // MARK: - Typed look-ups for UIKit's own decoding (nil when IB stored nothing)

    func string(_ key: String) -> String? { object.attributes[key] }

    func bool(_ key: String) -> Bool? {
        if case .bool(let value)? = object.values[key] { return value }
        return object.attributes[key].map { $0 == "YES" }
    }

    func double(_ key: String) -> Double? {
        if case .number(let value)? = object.values[key] { return value }
        return object.attributes[key].flatMap(Double.init)
    }

    func cgFloat(_ key: String) -> CGFloat? { double(key).map { CGFloat($0) } }

    /// An enumerated attribute's raw value (`XIBVocabulary`), or an integer attribute.
    func integer(_ key: String) -> Int? {
        guard let text = object.attributes[key] else { return double(key).map { Int($0) } }
        return XIBVocabulary.enumerations[key]?[text] ?? Int(text)
    }

    func color(_ key: String) -> UIColor?? {
        switch object.values[key] {
        case .color(let color)?: return .some(color.uiColor)
        case .none?: return .some(nil)
        default: return nil
        }
    }

    var font: UIFont? {
        if case .font(let font)? = object.values["fontDescription"] { return font.uiFont }
        return nil
    }

    /// An image by name: an SF Symbol when the document's resources say `catalog="system"`,
    /// else the app's image (`UIImage(named:)`).
    @MainActor func image(_ key: String) -> UIImage? {
        object.attributes[key].flatMap { instantiation.image(named: $0) }
    }
}
