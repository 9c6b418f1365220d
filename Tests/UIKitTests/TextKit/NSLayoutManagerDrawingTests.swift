@_spi(ViewLab) import CoreGraphics
import Foundation
@testable import UIKit
import TestSupport
import ViewLabRender
import XCTest

/// A label that draws its text through TextKit 1, as link labels (ActiveLabel-style) do: the
/// text storage holds the attributed text, `drawText(in:)` draws the backgrounds then the glyphs.
final class TextKitDrawingLabel: UILabel {
    let storage = NSTextStorage()
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        storage.addLayoutManager(manager)
        container.lineFragmentPadding = 0
        manager.addTextContainer(container)
    }

    required init?(coder: NSCoder) { nil }

    func show(_ string: NSAttributedString) {
        storage.setAttributedString(string)
        setNeedsDisplay()
    }

    override func drawText(in rect: CGRect) {
        container.size = rect.size
        container.maximumNumberOfLines = numberOfLines
        container.lineBreakMode = lineBreakMode
        let range = manager.glyphRange(for: container)
        manager.drawBackground(forGlyphRange: range, at: rect.origin)
        manager.drawGlyphs(forGlyphRange: range, at: rect.origin)
    }
}

/// A layout manager that draws backgrounds as rounded rectangles (the idiom of overriding
/// `fillBackgroundRectArray`).
final class RoundedBackgroundLayoutManager: NSLayoutManager {
    var filled: [NSRange] = []
    override func fillBackgroundRectArray(
        _ rectArray: UnsafePointer<CGRect>, count rectCount: Int, forCharacterRange charRange: NSRange, color: UIColor
    ) {
        filled.append(charRange)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        color.setFill()
        for rect in UnsafeBufferPointer(start: rectArray, count: rectCount) {
            context.addPath(CGPath(roundedRect: rect, cornerWidth: 4, cornerHeight: 4, transform: nil))
        }
        context.fillPath()
    }
}

/// Drawing with `drawBackground(forGlyphRange:at:)` / `drawGlyphs(forGlyphRange:at:)` into the
/// current context: links in the link colour and underlined whatever their foreground colour
/// (NSLayoutManager's hard-coded link colour, Cocoanetics 2015), backgrounds as line-box-tall
/// rectangles under their characters.
@MainActor
final class NSLayoutManagerDrawingTests: XCTestCase {
    let font = UIFont.systemFont(ofSize: 24)

    /// A storage keeping `manager`, which lays it out in a container of `size` (default padding).
    private func stack<Manager: NSLayoutManager>(_ string: NSAttributedString, manager: Manager, size: CGSize) -> (
        NSTextStorage, Manager, NSTextContainer
    ) {
        let storage = NSTextStorage(attributedString: string)
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: size)
        manager.addTextContainer(container)
        return (storage, manager, container)
    }

    private func rgb(_ image: CGImage, _ x: CGFloat, _ y: CGFloat, scale: CGFloat = 2) -> [Int] {
        let p = image.pixel(x: Int(x * scale), y: Int(y * scale))
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    private func count(_ image: CGImage, in rect: CGRect, scale: CGFloat = 2, where test: ([Int]) -> Bool) -> Int {
        var found = 0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                let p = image.pixel(x: x, y: y)
                if test([Int(p.red), Int(p.green), Int(p.blue)]) { found += 1 }
            }
        }
        return found
    }

    func testLinksAreDrawnInTheLinkColourUnderlinedAndBackgroundsFilled() async throws {
        let string = NSMutableAttributedString(
            string: "Visit example.com or ", attributes: [.font: font, .foregroundColor: UIColor.black])
        string.append(
            NSAttributedString(string: "marked", attributes: [.font: font, .backgroundColor: UIColor.yellow]))
        let link = (string.string as NSString).range(of: "example.com")
        string.addAttributes([.link: "https://example.com", .foregroundColor: UIColor.red], range: link)
        let (storage, manager, container) = stack(
            string, manager: NSLayoutManager(), size: CGSize(width: 400, height: 100))
        defer { withExtendedLifetime(storage) {} }
        let origin = CGPoint(x: 10, y: 20)
        let image = TextTestSupport.render(size: CGSize(width: 420, height: 80)) { _ in
            let range = manager.glyphRange(for: container)
            manager.drawBackground(forGlyphRange: range, at: origin)
            manager.drawGlyphs(forGlyphRange: range, at: origin)
        }
        let linkBox = manager.boundingRect(forGlyphRange: link, in: container).offsetBy(dx: origin.x, dy: origin.y)
        let linkColor = UIColor.link.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor.rgba
        let blue = [linkColor.red, linkColor.green, linkColor.blue].map { Int(($0 * 255).rounded()) }
        func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) < 40 } }
        XCTAssertGreaterThan(count(image, in: linkBox) { near($0, blue) }, 100, "the link is drawn in the link colour")
        XCTAssertEqual(
            count(image, in: linkBox) { $0[0] > 200 && $0[1] < 80 && $0[2] < 80 }, 0,
            "its own red foreground is ignored")
        // The underline: a row under the baseline coloured across most of the link's width.
        let baseline = origin.y + manager.location(forGlyphAt: link.location).y
        let underlined =
            (1...12).map { dy -> Int in
                count(
                    image,
                    in: CGRect(x: linkBox.minX, y: baseline + CGFloat(dy) * 0.5, width: linkBox.width, height: 0.5)
                ) { near($0, blue) }
            }.max() ?? 0
        XCTAssertGreaterThan(CGFloat(underlined), linkBox.width * 2 * 0.9, "an underline runs under the link")
        let marked = manager.boundingRect(forGlyphRange: NSRange(location: string.length - 6, length: 6), in: container)
            .offsetBy(dx: origin.x, dy: origin.y)
        XCTAssertEqual(
            rgb(image, marked.minX + 1, marked.minY + 1), [255, 255, 0],
            "the background fills the line box under its characters")
        XCTAssertEqual(rgb(image, marked.minX - 3, marked.minY + 1), [255, 255, 255], "and nothing before them")
        XCTAssertEqual(rgb(image, marked.minX + 1, marked.minY - 1), [255, 255, 255], "nor above the line box")
    }

    func testDrawingAPartClipsToItsCharactersAndSubclassesFillBackgrounds() async throws {
        let string = NSAttributedString(
            string: "left right", attributes: [.font: font, .backgroundColor: UIColor.green])
        let (storage, manager, container) = stack(
            string, manager: RoundedBackgroundLayoutManager(), size: CGSize(width: 300, height: 100))
        defer { withExtendedLifetime(storage) {} }
        let right = NSRange(location: 5, length: 5)
        let image = TextTestSupport.render(size: CGSize(width: 300, height: 60)) { _ in
            manager.drawGlyphs(forGlyphRange: right, at: .zero)
        }
        let leftBox = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 4), in: container)
        let rightBox = manager.boundingRect(forGlyphRange: right, in: container)
        XCTAssertNil(
            TextTestSupport.inkBounds(image, in: leftBox.applying(CGAffineTransform(scaleX: 2, y: 2))),
            "the left word is not drawn")
        XCTAssertNotNil(
            TextTestSupport.inkBounds(image, in: rightBox.applying(CGAffineTransform(scaleX: 2, y: 2))),
            "the right word is")
        _ = TextTestSupport.render(size: CGSize(width: 300, height: 60)) { _ in
            manager.drawBackground(forGlyphRange: right, at: .zero)
        }
        XCTAssertEqual(manager.filled, [right], "backgrounds go through fillBackgroundRectArray, for the range drawn")
    }

    func testALabelDrawingWithTextKitMatchesItsGolden() async throws {
        let stage = Stage(device: .iPhone15)
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 150))
        panel.backgroundColor = .systemBackground
        stage.root.addSubview(panel)
        let label = TextKitDrawingLabel(frame: CGRect(x: 12, y: 12, width: 276, height: 126))
        label.numberOfLines = 4
        label.lineBreakMode = .byTruncatingTail
        let body: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.label,
        ]
        let text = NSMutableAttributedString(
            string: "@viewlab shipped TextKit 1: see viewlab.dev/textkit for #links, ", attributes: body)
        text.append(
            NSAttributedString(
                string: "highlights", attributes: body.merging([.backgroundColor: UIColor.systemYellow]) { $1 }))
        text.append(NSAttributedString(string: ", ", attributes: body))
        text.append(
            NSAttributedString(
                string: "struck words",
                attributes: body.merging([.strikethroughStyle: NSUnderlineStyle.single.rawValue]) { $1 }))
        text.append(
            NSAttributedString(
                string: " and a tail long enough to be cut off at the fourth line of this label.", attributes: body))
        for word in ["@viewlab", "#links"] {
            text.addAttribute(
                .foregroundColor, value: UIColor.systemPurple, range: (text.string as NSString).range(of: word))
        }
        text.addAttribute(
            .link, value: "https://viewlab.dev/textkit",
            range: (text.string as NSString).range(of: "viewlab.dev/textkit"))
        label.show(text)
        panel.addSubview(label)
        let image = try stage.render(panel, scale: 2)
        GoldenImage.assertMatches(image: image, named: "textkit-label-light")
        let last = label.manager.glyphRange(for: label.container).length - 1
        XCTAssertNotEqual(
            label.manager.truncatedGlyphRange(inLineFragmentForGlyphAt: last).location, NSNotFound,
            "four lines: the tail is cut")
    }
}
