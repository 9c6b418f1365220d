import CoreGraphics
import QuartzCore

// MARK: - Geometry

extension UISlider {
    /// iOS 13+ metrics: a 31 pt control, 4 pt track, 28 pt thumb whose travel overhangs the
    /// track by 2 pt at each end, value images 8 pt from the track.
    static let height: CGFloat = 31
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 28
    static let trackEndInset: CGFloat = 2
    static let valueImageSpacing: CGFloat = 8

    var sliderHeight: CGFloat {
        max(
            UISlider.height, minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0,
            currentThumbImage?.size.height ?? 0)
    }

    /// The width `sizeThatFits` reports: the current width, at least room for the thumb and
    /// the value images.
    var fittingWidth: CGFloat {
        let images = [minimumValueImage, maximumValueImage].compactMap { $0?.size.width }
        let least = thumbSize.width + images.reduce(0) { $0 + $1 + UISlider.valueImageSpacing }
        return max(bounds.width, least)
    }

    func valueImageRect(minimum: Bool, bounds: CGRect) -> CGRect {
        guard let image = minimum ? minimumValueImage : maximumValueImage else {
            return CGRect(x: minimum ? bounds.minX : bounds.maxX, y: bounds.midY, width: 0, height: 0)
        }
        let size = image.size
        let leading = minimum != ControlDrawing.isRightToLeft(self)
        let x = leading ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track: between the value images (plus spacing), inset 2 pt, 4 pt tall, centred.
    func defaultTrackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX + UISlider.trackEndInset, maxX = bounds.maxX - UISlider.trackEndInset
        let rtl = ControlDrawing.isRightToLeft(self)
        if let w = minimumValueImage?.size.width {
            if rtl { maxX -= w + UISlider.valueImageSpacing } else { minX += w + UISlider.valueImageSpacing }
        }
        if let w = maximumValueImage?.size.width {
            if rtl { minX += w + UISlider.valueImageSpacing } else { maxX -= w + UISlider.valueImageSpacing }
        }
        let h = UISlider.trackHeight
        return CGRect(x: minX, y: bounds.midY - h / 2, width: max(0, maxX - minX), height: h)
    }

    /// Where the thumb's centre can go along `track`: from `start`, `length` points.
    func thumbTravel(forTrack track: CGRect) -> (start: CGFloat, length: CGFloat) {
        let half = thumbSize.width / 2
        let start = track.minX - UISlider.trackEndInset + half
        let end = track.maxX + UISlider.trackEndInset - half
        return (start, max(0, end - start))
    }

    func defaultThumbRect(forBounds bounds: CGRect, trackRect track: CGRect, value: Float) -> CGRect {
        var f = fraction(of: value)
        if ControlDrawing.isRightToLeft(self) { f = 1 - f }
        let travel = thumbTravel(forTrack: track)
        let size = thumbSize
        let centerX = travel.start + travel.length * f
        return CGRect(
            x: centerX - size.width / 2, y: track.midY - size.height / 2, width: size.width, height: size.height)
    }
}

// MARK: - Drawing

extension UISlider {
    func drawSlider() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        let track = trackRect(forBounds: b)
        let thumb = thumbRect(forBounds: b, trackRect: track, value: storedValue)
        let rtl = ControlDrawing.isRightToLeft(self)
        ControlDrawing.withEnabledLook(isEnabled, in: context) {
            if let image = minimumValueImage { image.draw(in: minimumValueImageRect(forBounds: b)) }
            if let image = maximumValueImage { image.draw(in: maximumValueImageRect(forBounds: b)) }
            // The filled part runs from the minimum end to the thumb's centre.
            let filled =
                rtl
                ? CGRect(x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
                : CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
            let minImage = currentMinimumTrackImage, maxImage = currentMaximumTrackImage
            if minImage == nil || maxImage == nil { drawTintedTrack(track, filled: filled, context: context) }
            let rest =
                rtl
                ? CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
                : CGRect(x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
            // Track images keep their own height, centred on the track.
            if let minImage { minImage.draw(in: filled.insetBy(dx: 0, dy: (track.height - minImage.size.height) / 2)) }
            if let maxImage { maxImage.draw(in: rest.insetBy(dx: 0, dy: (track.height - maxImage.size.height) / 2)) }
            currentThumbImage?.draw(in: thumb)
        }
    }

    /// The default track: `.systemFill` with the tint over the filled part, rounded ends.
    private func drawTintedTrack(_ track: CGRect, filled: CGRect, context: CGContext) {
        ControlDrawing.fillRounded(track, color: maximumTrackTintColor ?? .systemFill, in: context)
        context.saveGState()
        context.addPath(
            CGPath(roundedRect: track, cornerWidth: track.height / 2, cornerHeight: track.height / 2, transform: nil))
        context.clip()
        context.setFillColor((minimumTrackTintColor ?? tintColor ?? .tintColor).cgColor)
        context.fill(filled)
        context.restoreGState()
    }

    /// Places and colours the thumb layer: a circle with iOS's soft shadow (y + 3 pt, blur
    /// radius 4, black 15 %; lighter when disabled) and a hairline edge (black 4 %). The thumb
    /// follows the value at once (a standalone layer would otherwise animate implicitly;
    /// `setValue(_:animated: false)` does not animate on iOS).
    func layoutThumb() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        thumbLayer.isHidden = currentThumbImage != nil
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        thumbLayer.frame = thumb
        thumbLayer.cornerRadius = min(thumb.width, thumb.height) / 2
        thumbLayer.backgroundColor = (thumbTintColor ?? .white).resolvedColor(with: traitCollection).cgColor
        thumbLayer.borderWidth = 0.5
        thumbLayer.borderColor = CGColor(gray: 0, alpha: 0.04)
        thumbLayer.shadowColor = CGColor(gray: 0, alpha: 1)
        thumbLayer.shadowOpacity = isEnabled ? 0.15 : 0.07
        thumbLayer.shadowOffset = CGSize(width: 0, height: 3)
        thumbLayer.shadowRadius = 4
    }
}
