import Foundation

extension UIFontDescriptor {
    // MARK: - Attribute names

    /// Keys of `fontAttributes` (Apple's raw values).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        public static let cascadeList = AttributeName(rawValue: "NSFontCascadeListAttribute")
        public static let traits = AttributeName(rawValue: "NSFontTraitsAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// Keys of the `.traits` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// Keys of one `.featureSettings` entry.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The AAT feature type (6 = number spacing).
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The AAT selector (0 = monospaced numbers).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        public static let featureIdentifier = FeatureKey.type
        public static let typeIdentifier = FeatureKey.selector
    }

    /// A system font design.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    // MARK: - Symbolic traits

    /// Core Text's symbolic traits (Apple's bit values).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    // MARK: - OpenType features

    /// AAT number-spacing feature: type 6, selector 0 = monospaced (tabular) numbers, Core Text's
    /// spelling of OpenType `tnum`.
    static let numberSpacingType = 6
    static let monospacedNumbersSelector = 0

    /// The OpenType tags turned on by a `.featureSettings` value (entries of type/selector numbers,
    /// or OpenType tag strings such as `"tnum"`).
    static func features(from value: Any?) -> [String] {
        guard let entries = value as? [Any] else { return [] }
        var tags: [String] = []
        for entry in entries {
            if let tag = entry as? String, tag.count == 4 { tags.append(tag); continue }
            guard let dictionary = entry as? [FeatureKey: Any] else { continue }
            let type = TextAttributeValue.number(dictionary[.type]).map(Int.init)
            let selector = TextAttributeValue.number(dictionary[.selector]).map(Int.init)
            if type == numberSpacingType, selector == monospacedNumbersSelector { tags.append("tnum") }
        }
        return tags
    }

    /// The `.featureSettings` entry for an OpenType tag.
    static func featureSetting(_ tag: String) -> Any {
        tag == "tnum"
            ? [FeatureKey.type: numberSpacingType, FeatureKey.selector: monospacedNumbersSelector] as [FeatureKey: Any]
            : tag
    }
}
