import CoreGraphics

/// A button, as UIKit draws and sizes it — either the classic way (per-state titles, colours and
/// images set with `setTitle(_:for:)` …, laid out with the deprecated edge insets) or with a
/// `UIButton.Configuration` (iOS 15 styles: plain, gray, tinted, filled …).
///
/// The content is made of real subviews, as on iOS: a background view, `imageView` and
/// `titleLabel` (and a subtitle label for configurations). See `UIButton+LegacyLayout.swift` and
/// `UIButton+ConfigurationLayout.swift` for the size and layout rules and the values they match.
///
/// Touches: a tap sends `.touchDown`, `.touchUpInside` and `.primaryActionTriggered`; while a
/// touch is inside, the button is highlighted (system buttons dim their title and image,
/// configured buttons darken — or in dark mode lighten — their background).
open class UIButton: UIControl {
    /// The kind of button (set by `init(type:)`; `.custom` for `init(frame:)`). Read-only, and
    /// overridable as on iOS (a subclass that draws itself answers `.custom`).
    open var buttonType: ButtonType { initialButtonType }
    /// The type `init(type:)` gave.
    var initialButtonType: ButtonType = .custom
    /// Per-state values set with `setTitle(_:for:)` and friends, keyed by state raw value.
    var stateValues: [UInt: StateValues] = [:]
    var storedConfiguration: Configuration?
    var needsConfigurationUpdate = false
    var isUpdatingConfiguration = false
    let backgroundView = UIImageView()
    let contentImageView = UIImageView()
    let contentTitleLabel = UILabel()
    let contentSubtitleLabel = UILabel()
    /// The accessory glyph of `.contactAdd`/`.detailDisclosure`/`.close` buttons, per display scale.
    var cachedDefaultImage: (scale: CGFloat, type: ButtonType, image: UIImage?)?

    /// The label VoiceOver reads: the one set, else the title (the configuration's, or the title
    /// label's text), else the image's `accessibilityLabel` (Apple, `accessibilityLabel`: "standard
    /// UIKit controls and views have labels that derive from their titles"). A button is an
    /// accessibility element with the `.button` trait (`UIButton+Appearance.swift`).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? defaultAccessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }

    /// A `.custom` button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpButton()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpButton()
        decodeButton(coder)
    }

    /// A button of `buttonType`. A convenience initialiser as in UIKit, so a subclass that
    /// overrides `init(frame:)` still gets it (and `SubclassButton(type: .system)` is the subclass).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        applyButtonType(buttonType)
    }

    /// A button of `buttonType` that runs `primaryAction` on `.primaryActionTriggered`, showing
    /// the action's title.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adoptPrimaryAction(primaryAction)
    }

    /// A `.custom` button with `frame` running `primaryAction`, showing its title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adoptPrimaryAction(primaryAction)
    }

    /// A `.system` button running `primaryAction`, showing its title.
    public convenience init(primaryAction: UIAction?) {
        self.init(type: .system, primaryAction: primaryAction)
    }

    /// A configured button (type `.plain`) running `primaryAction`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        applyButtonType(.plain)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: - State

    open override var isHighlighted: Bool {
        get { super.isHighlighted }
        set { let old = super.isHighlighted; super.isHighlighted = newValue; if old != newValue { stateDidChange() } }
    }
    open override var isEnabled: Bool {
        get { super.isEnabled }
        set { let old = super.isEnabled; super.isEnabled = newValue; if old != newValue { stateDidChange() } }
    }
    open override var isSelected: Bool {
        get { super.isSelected }
        set { let old = super.isSelected; super.isSelected = newValue; if old != newValue { stateDidChange() } }
    }

    // MARK: - Per-state content (UIButton+StateValues.swift)

    open func setTitle(_ title: String?, for state: UIControl.State) { setValue(\.title, title, for: state) }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { setValue(\.titleColor, color, for: state) }
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        setValue(\.titleShadowColor, color, for: state)
    }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { setValue(\.image, image, for: state) }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        setValue(\.backgroundImage, image, for: state)
    }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        setValue(\.attributedTitle, title, for: state)
    }
    open func setPreferredSymbolConfiguration(
        _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
    ) {
        setValue(\.symbolConfiguration, configuration, for: state)
    }

    open func title(for state: UIControl.State) -> String? { value(\.title, for: state) }
    open func titleColor(for state: UIControl.State) -> UIColor? {
        value(\.titleColor, for: state) ?? defaultTitleColor(for: state)
    }
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { value(\.titleShadowColor, for: state) }
    open func image(for state: UIControl.State) -> UIImage? { value(\.image, for: state) ?? defaultImage }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { value(\.backgroundImage, for: state) }
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        value(\.attributedTitle, for: state)
    }
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        value(\.symbolConfiguration, for: state)
    }

    // MARK: - Legacy geometry (UIButton+LegacyLayout.swift)

    /// Insets of the content from the bounds (deprecated in iOS 15 but honoured).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange() } }
    /// Offsets of the title from its computed place (they do not change the intrinsic size).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Offsets of the image from its computed place (they do not change the intrinsic size).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Whether a custom button's image darkens while highlighted.
    open var adjustsImageWhenHighlighted = true
    /// Whether the button shows pointer effects (iPadOS 13.4+; default false). Inert in ViewLab:
    /// its screens have no pointer.
    open var isPointerInteractionEnabled = false
    /// The pointer style for the button when pointer effects are on (never asked in ViewLab).
    open var pointerStyleProvider: PointerStyleProvider?
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?
    /// Whether a custom button's image dims while disabled.
    open var adjustsImageWhenDisabled = true
    open var showsTouchWhenHighlighted = false
    /// The button's menu (iOS 14): shown on a long press, or on a tap with
    /// `showsMenuAsPrimaryAction`. Stored only (menus are not presented by ViewLab, see `UIMenu`).
    open var menu: UIMenu?
    /// Stored only (menus are not presented by ViewLab).
    open var showsMenuAsPrimaryAction = false
    /// When on, each tap toggles `isSelected` before the primary action.
    open var changesSelectionAsPrimaryAction = false

    open override var contentHorizontalAlignment: ContentHorizontalAlignment { didSet { setNeedsLayout() } }
    open override var contentVerticalAlignment: ContentVerticalAlignment { didSet { setNeedsLayout() } }

    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { legacyLayout(in: contentRect).title }
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { legacyLayout(in: contentRect).image }

    // MARK: - Configuration (UIButton+Configuration*.swift)

    /// The configuration; setting one switches the button to configuration-based drawing.
    open var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
            contentDidChange()
        }
    }
    /// Called (with the button) whenever the configuration is updated for a state change.
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether state changes update the configuration automatically.
    open var automaticallyUpdatesConfiguration = true

    /// Asks for `updateConfiguration()` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Calls `configurationUpdateHandler`, then shows the configuration for the current state.
    /// Subclasses override it to change `configuration` per state (call super).
    open func updateConfiguration() { runConfigurationUpdate() }

    // MARK: - Layout, sizing and appearance

    open override var intrinsicContentSize: CGSize {
        MethodSwizzling.run(self, UIButton.self, "intrinsicContentSize", []) { buttonIntrinsicContentSize }
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { buttonIntrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutButtonContent()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshAppearance()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        refreshAppearance()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isEnabled && isTouchInside
        super.touchesEnded(touches, with: event)
        if wasTracking, let touch = touches.first, isInsideForTracking(touch.location(in: self)) {
            if changesSelectionAsPrimaryAction { isSelected.toggle() }
            sendActions(for: .primaryActionTriggered)
        }
    }

    // MARK: - Overridable members whose work is in the concern files
    // (Swift lets a subclass override only what the class body declares; on iOS every Objective-C
    // method is overridable, so these are declared here and forward to the
    // `…Impl` in their `Type+Concern.swift` file.)
    /// The view showing the image (always present; hidden without an image).
    open var imageView: UIImageView? { imageViewImpl }
    /// The label showing the title (always present; hidden without a title).
    open var titleLabel: UILabel? { titleLabelImpl }
}
