@_spi(ViewLab) import CoreGraphics
import TestSupport
@testable import UIKit
import ViewLabRender
import XCTest

@MainActor
final class UIVisualEffectViewTests: XCTestCase {
    /// A stage with a black area left of x = 150 and a white one right of it, and an effect view
    /// at (50, 150, 200, 100) across the edge (local x = 100 is the edge).
    private func makeScene(_ style: UIBlurEffect.Style, appearance: UIUserInterfaceStyle = .light)
        -> (Stage, UIVisualEffectView, UIView)
    {
        let stage = Stage(device: .iPhone15)
        stage.appearance = appearance
        let black = UIView(frame: CGRect(x: 0, y: 100, width: 150, height: 200))
        black.backgroundColor = .black
        let white = UIView(frame: CGRect(x: 150, y: 100, width: 243, height: 200))
        white.backgroundColor = .white
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: style))
        effectView.frame = CGRect(x: 50, y: 150, width: 200, height: 100)
        for v in [black, white, effectView] { stage.root.addSubview(v) }
        return (stage, effectView, black)
    }

    private func red(_ image: CGImage, _ x: CGFloat, _ y: CGFloat = 50) -> Int {
        Int(image.pixel(x: Int(x * 2), y: Int(y * 2)).red)
    }

    func testBlurTurnsASharpEdgeIntoAGradient() async throws {
        let (stage, effectView, _) = makeScene(.systemUltraThinMaterialLight)  // white at 40 %
        let image = try stage.render(effectView, scale: 2)
        XCTAssertEqual(red(image, 2), 102, accuracy: 6, "far from the edge: black under 40 % white")
        XCTAssertEqual(red(image, 198), 255, accuracy: 3, "white stays white")
        XCTAssertEqual(red(image, 100), (102 + 255) / 2, accuracy: 15, "the edge is half-way")
        let samples = stride(from: 80, through: 120, by: 10).map { red(image, CGFloat($0)) }
        for (a, b) in zip(samples, samples.dropFirst()) {
            XCTAssertGreaterThan(b, a + 3, "a gradient across the edge: \(samples)")
        }
        XCTAssertTrue(effectView.needsDisplay, "drawn again every turn to follow the backdrop")
    }

    func testTintPerStyleAndAppearance() async throws {
        func centre(_ style: UIBlurEffect.Style, _ appearance: UIUserInterfaceStyle) throws -> Int {
            let (stage, effectView, black) = makeScene(style, appearance: appearance)
            black.backgroundColor = .white  // a flat white backdrop: only the tint shows
            return red(try stage.render(effectView, scale: 2), 100)
        }
        XCTAssertEqual(try centre(.systemMaterialLight, .dark), 248, accuracy: 3, "#F6F6F6 at 75 % over white")
        XCTAssertEqual(try centre(.systemMaterialDark, .light), 85, accuracy: 3, "#1C1C1E at 75 % over white")
        XCTAssertEqual(try centre(.systemMaterial, .dark), 85, accuracy: 3, "adaptive: dark in dark mode")
        XCTAssertEqual(try centre(.systemThickMaterialDark, .light), 55, accuracy: 3, "88 %")
        XCTAssertEqual(try centre(.dark, .light), 89, accuracy: 3, "73 %")
    }

    func testViewsInFrontAndContentAreNotInTheBackdrop() async throws {
        let (stage, effectView, _) = makeScene(.systemUltraThinMaterialLight)
        let inFront = UIView(frame: CGRect(x: 60, y: 160, width: 40, height: 40))
        inFront.backgroundColor = .systemRed
        stage.root.addSubview(inFront)
        let content = UIView(frame: CGRect(x: 120, y: 10, width: 40, height: 40))
        content.backgroundColor = .systemGreen
        effectView.contentView.addSubview(content)
        _ = try stage.render(effectView, scale: 2)
        let backing = try XCTUnwrap(effectView.backingImage)
        var reddish = 0, greenish = 0
        for y in 0..<backing.height {
            for x in 0..<backing.width {
                let p = backing.pixel(x: x, y: y)
                if Int(p.red) > Int(p.green) + 20 { reddish += 1 }
                if Int(p.green) > Int(p.red) + 20 { greenish += 1 }
            }
        }
        XCTAssertEqual(reddish, 0, "a view in front of the effect view is not blurred into it")
        XCTAssertEqual(greenish, 0, "the effect view's own content is not in its backdrop")
        let composite = try stage.render(effectView, scale: 2)
        XCTAssertGreaterThan(Int(composite.pixel(x: 280, y: 60).green), 150, "the content is drawn on top")
    }

    func testBackdropFollowsChangesEachTurn() async throws {
        let (stage, effectView, black) = makeScene(.systemUltraThinMaterialLight)
        XCTAssertEqual(red(try stage.render(effectView, scale: 2), 2), 102, accuracy: 6)
        black.backgroundColor = .white
        XCTAssertEqual(red(try stage.render(effectView, scale: 2), 2), 255, accuracy: 3)
        effectView.effect = nil
        XCTAssertEqual(try stage.render(effectView, scale: 2).pixel(x: 4, y: 4).alpha, 0, "no effect: transparent")
    }

    /// SwiftSpinner's arrangement: a vibrancy view (made for the blur) inside the blur view's
    /// `contentView`, a white shape inside the vibrancy view's `contentView`. The vibrancy view
    /// adds no backdrop of its own (the blur shows through it) and its content is drawn.
    func testVibrancyViewInsideABlurShowsItsContentOverTheBlur() async throws {
        let (stage, effectView, _) = makeScene(.systemUltraThinMaterialLight)
        let blur = try XCTUnwrap(effectView.effect as? UIBlurEffect)
        let vibrancy = UIVibrancyEffect(blurEffect: blur)
        XCTAssertTrue(vibrancy.blurEffect === blur)
        XCTAssertEqual(vibrancy.style, .label, "iOS 13's default style for init(blurEffect:)")
        XCTAssertEqual(UIVibrancyEffect(blurEffect: blur, style: .separator).style.rawValue, 7)
        let vibrancyView = UIVisualEffectView(effect: vibrancy)
        vibrancyView.frame = effectView.bounds
        effectView.contentView.addSubview(vibrancyView)
        let dot = UIView(frame: CGRect(x: 20, y: 40, width: 20, height: 20))
        dot.backgroundColor = .systemGreen
        vibrancyView.contentView.addSubview(dot)
        let image = try stage.render(effectView, scale: 2)
        XCTAssertEqual(
            red(image, 2), 102, accuracy: 6, "the blur shows through the vibrancy view: black under 40 % white")
        XCTAssertEqual(red(image, 198), 255, accuracy: 3)
        let green = image.pixel(x: 60, y: 100)
        XCTAssertEqual(
            [Int(green.red), Int(green.green), Int(green.blue)], [52, 199, 89], "the vibrancy view's content is drawn")
    }

    func testContentViewFillsTheEffectView() async {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        effectView.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        effectView.layoutIfNeeded()
        XCTAssertEqual(effectView.contentView.frame, CGRect(x: 0, y: 0, width: 120, height: 80))
        XCTAssertTrue(effectView.contentView.superview === effectView)
        XCTAssertEqual((effectView.effect as? UIBlurEffect)?.style, .regular)
        XCTAssertEqual(UIBlurEffect.Style.systemChromeMaterialDark.rawValue, 20)
    }

    func testGoldenLightAndDark() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let stage = Stage(device: .iPhone15)
            stage.appearance = style
            let backdrop = UIView(frame: CGRect(x: 0, y: 100, width: 240, height: 140))
            backdrop.backgroundColor = .systemBackground
            let colors: [UIColor] = [.systemRed, .systemYellow, .systemGreen, .systemBlue, .systemPurple, .systemPink]
            for (i, color) in colors.enumerated() {
                let bar = UIView(frame: CGRect(x: CGFloat(i) * 40, y: 0, width: 20, height: 140))
                bar.backgroundColor = color
                backdrop.addSubview(bar)
            }
            let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            effectView.frame = CGRect(x: 20, y: 30, width: 200, height: 80)
            let label = UILabel(frame: CGRect(x: 16, y: 28, width: 170, height: 24))
            label.text = "System material"
            effectView.contentView.addSubview(label)
            backdrop.addSubview(effectView)
            stage.root.addSubview(backdrop)
            let image = try stage.render(backdrop, scale: 2)
            GoldenImage.assertMatches(image: image, named: "blur-\(style == .dark ? "dark" : "light")")
        }
    }
}
