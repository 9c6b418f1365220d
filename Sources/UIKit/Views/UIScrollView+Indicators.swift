import CoreGraphics

/// Scroll indicators, as iOS draws them: a 3 pt thick bar with round ends, 3 pt from the edge
/// of the visible area (plus the indicator insets and, with
/// `automaticallyAdjustsScrollIndicatorInsets`, the safe area), 3 pt from the ends of its
/// track. Its length is the visible fraction of the content (bounds over content plus insets)
/// of the track, at least `minimumIndicatorLength` (36 pt, ViewLab's value for iOS's minimum);
/// its position follows the offset through the scrollable range. Colour: black at 35 % for
/// `.black`, white at 35 % for `.white`; `.default` is the dark one in light mode and the light
/// one in dark mode. An indicator is shown only when its axis scrolls.
///
/// When: iOS shows the indicators while scrolling and fades them out shortly after. ViewLab
/// renders still frames, so an indicator is visible in the run-loop turn after
/// `flashScrollIndicators()` or a drag (the snapshot `Stage.render` takes next), and hidden again
/// the turn after that — unless `UIScrollView.showsIndicatorsInSnapshots` is true (then they
/// always show). The indicators are subviews kept above the content, as on iOS.
extension UIScrollView {
    /// ViewLab: draw the scroll indicators in every snapshot (default false: only after
    /// `flashScrollIndicators()` or a drag).
    public static var showsIndicatorsInSnapshots = false

    static let indicatorThickness: CGFloat = 3
    static let indicatorEdgeInset: CGFloat = 3
    static let minimumIndicatorLength: CGFloat = 36

    // MARK: - Visibility

    /// The run-loop turn the scroll view is in (its window's turn count; 0 outside a window).
    var currentTurn: Int { window?.turnCount ?? 0 }

    /// Makes the indicators visible through the next run-loop turn.
    func showIndicatorsForNextTurn() {
        indicatorsVisibleThroughTurn = currentTurn + 1
        updateIndicators()
    }

    var indicatorsAreShowing: Bool {
        UIScrollView.showsIndicatorsInSnapshots || currentTurn <= indicatorsVisibleThroughTurn
    }

    // MARK: - Geometry

    /// Places (or hides) both indicators for the current offset, content and insets.
    /// Not optimised: Swift 6.3.1's optimiser crashes on this function in release builds (the SIL
    /// ownership verifier stops in `updateIndicators`), and it runs once a scroll.
    @_optimize(none)
    func updateIndicators() {
        let showing = indicatorsAreShowing
        guard showing || indicators != nil else { return }
        let (vertical, horizontal) = indicatorViews()
        place(
            vertical, frame: showing && showsVerticalScrollIndicator && scrollsVertically ? verticalIndicatorFrame : nil
        )
        place(
            horizontal,
            frame: showing && showsHorizontalScrollIndicator && scrollsHorizontally ? horizontalIndicatorFrame : nil)
    }

    private func place(_ indicator: UIScrollViewIndicator, frame: CGRect?) {
        guard let frame else { indicator.isHidden = true; return }
        indicator.style = indicatorStyle
        indicator.frame = frame
        indicator.isHidden = false
        indicator.setNeedsDisplay()
    }

    /// The vertical indicator's frame in bounds coordinates.
    var verticalIndicatorFrame: CGRect {
        let insets = indicatorTrackInsets(verticalScrollIndicatorInsets)
        let e = UIScrollView.indicatorEdgeInset, t = UIScrollView.indicatorThickness
        let range = contentOffsetRange
        let (position, length) = UIScrollView.indicatorSpan(
            trackStart: bounds.minY + insets.top + e, trackEnd: bounds.maxY - insets.bottom - e,
            visible: bounds.height,
            content: contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom,
            offset: contentOffset.y, low: range.min.y, high: range.max.y)
        let rtl = traitCollection.layoutDirection == .rightToLeft
        let x = rtl ? bounds.minX + insets.left + e : bounds.maxX - insets.right - e - t
        return CGRect(x: x, y: position, width: t, height: length)
    }

    /// The horizontal indicator's frame in bounds coordinates.
    var horizontalIndicatorFrame: CGRect {
        let insets = indicatorTrackInsets(horizontalScrollIndicatorInsets)
        let e = UIScrollView.indicatorEdgeInset, t = UIScrollView.indicatorThickness
        let range = contentOffsetRange
        let (position, length) = UIScrollView.indicatorSpan(
            trackStart: bounds.minX + insets.left + e, trackEnd: bounds.maxX - insets.right - e,
            visible: bounds.width, content: contentSize.width + adjustedContentInset.left + adjustedContentInset.right,
            offset: contentOffset.x, low: range.min.x, high: range.max.x)
        return CGRect(x: position, y: bounds.maxY - insets.bottom - e - t, width: length, height: t)
    }

    private func indicatorTrackInsets(_ own: UIEdgeInsets) -> UIEdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return own }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: own.top + safe.top, left: own.left + safe.left, bottom: own.bottom + safe.bottom,
            right: own.right + safe.right)
    }

    /// Where along its track an indicator starts and how long it is.
    static func indicatorSpan(
        trackStart: CGFloat, trackEnd: CGFloat, visible: CGFloat, content: CGFloat,
        offset: CGFloat, low: CGFloat, high: CGFloat
    ) -> (position: CGFloat, length: CGFloat) {
        let track = max(0, trackEnd - trackStart)
        let fraction = content > 0 ? min(1, visible / content) : 1
        let length = min(track, max(minimumIndicatorLength, track * fraction))
        let progress = high > low ? min(max((offset - low) / (high - low), 0), 1) : 0
        return (trackStart + (track - length) * progress, length)
    }

    // MARK: - Views

    private func indicatorViews() -> (UIScrollViewIndicator, UIScrollViewIndicator) {
        if let indicators { return indicators }
        let made = (UIScrollViewIndicator(frame: .zero), UIScrollViewIndicator(frame: .zero))
        indicators = made
        addSubview(made.0)
        addSubview(made.1)
        return made
    }

    /// Subviews added after the indicators go below them.
    func keepIndicatorsOnTop(after subview: UIView) {
        guard let indicators, subview !== indicators.vertical, subview !== indicators.horizontal else { return }
        bringSubviewToFront(indicators.horizontal)
        bringSubviewToFront(indicators.vertical)
    }
}

/// One scroll indicator: a rounded bar in the style's colour. It redraws every run-loop turn
/// while visible, so that it can hide itself once the scroll view's showing period is over.
final class UIScrollViewIndicator: UIView {
    /// Its look is drawn by ViewLab in `draw(_:)` (iOS uses layers): a transparent backing store.
    override class var drawsSystemArtwork: Bool { true }
    var style = UIScrollView.IndicatorStyle.default

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    /// Dark (black 35 %) or light (white 35 %) per style and appearance.
    var barColor: UIColor {
        let dark: Bool
        switch style {
        case .black: dark = true
        case .white: dark = false
        case .default: dark = traitCollection.userInterfaceStyle != .dark
        }
        return UIColor(white: dark ? 0 : 1, alpha: 0.35)
    }

    override func draw(_ rect: CGRect) {
        guard let scrollView = superview as? UIScrollView else { return }
        guard scrollView.indicatorsAreShowing else { isHidden = true; return }
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let radius = min(bounds.width, bounds.height) / 2
        context.addPath(UIBezierPath(roundedRect: bounds, cornerRadius: radius).cgPath)
        context.setFillColor(barColor.cgColor)
        context.fillPath()
        // Drawn again next turn, to hide once the showing period is over.
        if !UIScrollView.showsIndicatorsInSnapshots { setNeedsDisplay() }
    }
}
