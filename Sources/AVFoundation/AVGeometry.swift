import CoreGraphics
import Foundation

/// The largest rectangle of `aspectRatio`'s proportions that fits inside `boundingRect`, centred in
/// it (Apple, `AVMakeRect(aspectRatio:insideRect:)`) — what an image or video shown aspect-fit
/// covers. A ratio with a zero or non-finite side gives a zero-size rectangle at the centre.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    let box = boundingRect.standardized
    guard aspectRatio.width > 0, aspectRatio.height > 0, aspectRatio.width.isFinite, aspectRatio.height.isFinite
    else { return CGRect(x: box.midX, y: box.midY, width: 0, height: 0) }
    let scale = min(box.width / aspectRatio.width, box.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
}
