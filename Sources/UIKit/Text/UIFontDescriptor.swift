import Foundation

/// A description of a font — family, weight, slant, size, text style, OpenType features — from
/// which `UIFont(descriptor:size:)` makes a font.
///
/// ViewLab resolves every descriptor to one of its known families (Inter, the monospaced family,
/// the CJK family; see `Fonts/fonts.conf`). Traits a family lacks (condensed, expanded) are kept in
/// `symbolicTraits` but draw as the standard width.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    // MARK: - Resolved description

    /// The family role the descriptor draws with: one of ViewLab's families, or a family the app
    /// registered (`CTFontManagerRegisterFontsForURL`).
    enum Role: Hashable { case system, monospaced, cjk, registered(String) }

    let role: Role
    let weight: UIFont.Weight
    let isItalic: Bool
    /// Symbolic traits kept as given beyond bold/italic/monospace (condensed, expanded…).
    let extraTraits: SymbolicTraits
    /// The size in points; 0 means "unspecified" (`UIFont(descriptor:size:)` then needs a size).
    public let pointSize: CGFloat
    let textStyle: UIFont.TextStyle?
    /// OpenType feature tags turned on (`tnum` for monospaced digits).
    let openTypeFeatures: [String]
    /// The name the descriptor was asked for (`UIFont(name:size:)`), reported as `fontName`.
    let requestedName: String?

    init(
        role: Role, weight: UIFont.Weight, isItalic: Bool, pointSize: CGFloat, textStyle: UIFont.TextStyle? = nil,
        openTypeFeatures: [String] = [], extraTraits: SymbolicTraits = [], requestedName: String? = nil
    ) {
        self.role = role
        self.weight = weight.nearest.weight
        self.isItalic = isItalic
        self.pointSize = UIFont.sanitizedSize(pointSize, allowZero: true)
        self.textStyle = textStyle
        self.openTypeFeatures = openTypeFeatures.sorted()
        self.extraTraits = extraTraits.subtracting([.traitBold, .traitItalic, .traitMonoSpace])
        self.requestedName = requestedName
    }

    /// A copy with some fields changed.
    func with(
        role: Role? = nil, weight: UIFont.Weight? = nil, isItalic: Bool? = nil, pointSize: CGFloat? = nil,
        openTypeFeatures: [String]? = nil, extraTraits: SymbolicTraits? = nil, keepName: Bool = false
    ) -> UIFontDescriptor {
        UIFontDescriptor(
            role: role ?? self.role, weight: weight ?? self.weight, isItalic: isItalic ?? self.isItalic,
            pointSize: pointSize ?? self.pointSize, textStyle: textStyle,
            openTypeFeatures: openTypeFeatures ?? self.openTypeFeatures,
            extraTraits: extraTraits ?? self.extraTraits, requestedName: keepName ? requestedName : nil)
    }

    // MARK: - Creating descriptors

    /// A descriptor for the font with the given PostScript or family name (see `UIFont(name:size:)`);
    /// unknown names describe the system font.
    public convenience init(name fontName: String, size: CGFloat) {
        let parsed = FontNameTable.parse(fontName)
        self.init(
            role: parsed?.role ?? .system, weight: parsed?.weight ?? .regular, isItalic: parsed?.isItalic ?? false,
            pointSize: size, requestedName: parsed == nil ? nil : fontName)
    }

    /// A descriptor from attributes: `.family`/`.name`, `.size`, `.traits` (`.weight`, `.symbolic`),
    /// `.textStyle`, `.featureSettings`.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let name = (attributes[.name] as? String) ?? (attributes[.family] as? String)
        let parsed = name.flatMap(FontNameTable.parse)
        let traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        let symbolic = SymbolicTraits(
            rawValue: UInt32(truncatingIfNeeded: Int(TextAttributeValue.number(traits[.symbolic]) ?? 0)))
        var weight = parsed?.weight ?? .regular
        if let explicit = TextAttributeValue.number(traits[.weight]) { weight = UIFont.Weight(rawValue: explicit) }
        if symbolic.contains(.traitBold), weight < .semibold { weight = .bold }
        let style =
            (attributes[.textStyle] as? UIFont.TextStyle)
            ?? (attributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
        let size =
            TextAttributeValue.number(attributes[.size]) ?? style.map { DynamicTypeTable.pointSize($0, .large) } ?? 0
        var role = parsed?.role ?? .system
        if symbolic.contains(.traitMonoSpace) { role = .monospaced }
        self.init(
            role: role, weight: weight, isItalic: (parsed?.isItalic ?? false) || symbolic.contains(.traitItalic),
            pointSize: size, textStyle: style,
            openTypeFeatures: UIFontDescriptor.features(from: attributes[.featureSettings]),
            extraTraits: symbolic, requestedName: parsed == nil ? nil : name)
    }

    /// The descriptor of `style`'s font at the default content size category (`.large`).
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    /// The descriptor of `style`'s font at the content size category of `traitCollection`.
    open class func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle,
        compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        let category = DynamicTypeTable.category(for: traitCollection)
        return UIFontDescriptor(
            role: .system, weight: DynamicTypeTable.weight(style), isItalic: false,
            pointSize: DynamicTypeTable.pointSize(style, category), textStyle: style)
    }

    // MARK: - Deriving descriptors

    /// A descriptor with exactly `symbolicTraits` for bold, italic and monospace (as on iOS, traits
    /// not listed are removed: pass `symbolicTraits.union(.traitBold)` to add one). Never nil here.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let bold = symbolicTraits.contains(.traitBold)
        let newWeight: UIFont.Weight =
            bold ? (weight >= .semibold ? weight : .bold) : (weight >= .semibold ? .regular : weight)
        var newRole = role
        if symbolicTraits.contains(.traitMonoSpace) {
            newRole = .monospaced
        } else if role == .monospaced {
            newRole = .system
        }
        return with(
            role: newRole, weight: newWeight, isItalic: symbolicTraits.contains(.traitItalic),
            extraTraits: symbolicTraits)
    }

    /// The same descriptor at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { with(pointSize: newPointSize, keepName: true) }

    /// The same descriptor in another family (unknown families keep the system family).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        with(role: FontNameTable.parse(newFamily)?.role ?? .system)
    }

    /// The same descriptor in a system design. `.monospaced` switches to the monospaced family;
    /// ViewLab has no rounded or serif face, so those return the default design (iOS would draw
    /// SF Pro Rounded / New York).
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        with(role: design == .monospaced ? .monospaced : (role == .monospaced ? .system : role))
    }

    /// A descriptor with `attributes` added (size, traits, features, family).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var merged = fontAttributes
        for (key, value) in attributes { merged[key] = value }
        if attributes[.family] != nil || attributes[.name] != nil { merged[.name] = attributes[.name] }
        return UIFontDescriptor(fontAttributes: merged)
    }

    // MARK: - Reading

    /// Bold (weight semibold or heavier), italic, monospace and any other traits given.
    open var symbolicTraits: SymbolicTraits {
        var traits = extraTraits
        if weight >= .semibold { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        if role == .monospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The PostScript name of the face drawn (`Inter-SemiBold`), or the name asked for.
    open var postscriptName: String {
        requestedName ?? FontNameTable.postScriptName(role: role, weight: weight, italic: isItalic)
    }

    /// The descriptor's attributes.
    open var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [
            .family: FontNameTable.familyName(role),
            .name: postscriptName,
            .traits: [TraitKey.weight: weight.rawValue, TraitKey.symbolic: symbolicTraits.rawValue] as [TraitKey: Any],
        ]
        if pointSize > 0 { attributes[.size] = pointSize }
        if let textStyle { attributes[.textStyle] = textStyle }
        if !openTypeFeatures.isEmpty {
            attributes[.featureSettings] = openTypeFeatures.map(UIFontDescriptor.featureSetting)
        }
        return attributes
    }

    /// One attribute's value.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    open override var description: String {
        "UIFontDescriptor(\(postscriptName), \(pointSize) pt\(textStyle.map { ", \($0.rawValue)" } ?? ""))"
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return role == other.role && weight == other.weight && isItalic == other.isItalic
            && pointSize == other.pointSize
            && openTypeFeatures == other.openTypeFeatures && textStyle == other.textStyle
            && extraTraits == other.extraTraits
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(role)
        hasher.combine(weight)
        hasher.combine(isItalic)
        hasher.combine(pointSize)
        hasher.combine(openTypeFeatures)
        return hasher.finalize()
    }

    /// Descriptors are immutable: the copy is the descriptor itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
