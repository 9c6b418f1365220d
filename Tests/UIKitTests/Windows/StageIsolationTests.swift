@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import UIKit
@_spi(ViewLab) import ViewLabRender
import ViewLabSupport
import XCTest

/// A stage's theme, screen, media clock and lifecycle log are values it owns (issue #19): two
/// stages rendered interleaved each get their own pixels, scale, time and events, and nothing
/// process-wide changes; two threads bound to different themes each resolve their own colours.
@MainActor
final class StageIsolationTests: XCTestCase {
    /// A view filled with a system colour that notes what the code drawing it reads without a view:
    /// `UIScreen.main` and `CACurrentMediaTime()`.
    private final class Witness: UIView {
        var scales: [CGFloat] = []
        var times: [CFTimeInterval] = []
        override func draw(_ rect: CGRect) {
            scales.append(UIScreen.main.scale)
            times.append(CACurrentMediaTime())
            UIColor.systemBlue.setFill()
            UIRectFill(bounds)
        }
    }

    private func centre(_ image: CGImage) -> [UInt8] {
        let p = image.pixel(x: image.width / 2, y: image.height / 2)
        return [p.red, p.green, p.blue]
    }

    private func rgb(_ color: CGColor) -> [UInt8] {
        let c = color.rgba
        return [c.red, c.green, c.blue].map { UInt8(($0 * 255).rounded()) }
    }

    private func makeStage(_ device: DeviceProfile, theme: Theme, time: CFTimeInterval) -> (Stage, Witness) {
        let clock = CAMediaClock()
        clock.set(to: time)
        let stage = Stage(device: device, theme: theme, clock: clock)
        let witness = stage.perform { Witness(frame: stage.root.bounds) }
        stage.root.addSubview(witness)
        return (stage, witness)
    }

    func testInterleavedStagesKeepTheirThemeScreenClockAndLog() async throws {
        let plain = try ThemeLoader.load("default").theme
        let projector = try ThemeLoader.load("projector").theme
        func blue(_ theme: Theme, _ style: UIUserInterfaceStyle) throws -> [UInt8] {
            rgb(try XCTUnwrap(theme.color("systemBlue", for: UITraitCollection(userInterfaceStyle: style))))
        }
        XCTAssertNotEqual(
            try blue(plain, .light), try blue(projector, .light),
            "the two themes must differ for this test to mean anything")
        XCTAssertNotEqual(try blue(plain, .light), try blue(plain, .dark))
        let hostScreen = UIScreen.main, hostTime = CACurrentMediaTime(), hostTheme = Theme.active.name

        let (stageA, witnessA) = makeStage(.iPhone15, theme: plain, time: 1)
        let (stageB, witnessB) = makeStage(.iPhoneSE3, theme: projector, time: 2)
        for round in 0..<3 {
            let imageA = try stageA.render(scale: nil)
            let imageB = try stageB.render(scale: nil)
            XCTAssertEqual(
                centre(imageA), try blue(plain, stageA.appearance), "round \(round): stage A draws with its theme")
            XCTAssertEqual(
                centre(imageB), try blue(projector, stageB.appearance), "round \(round): stage B draws with its theme")
            XCTAssertEqual(imageA.width, Int(DeviceProfile.iPhone15.portraitSize.width * DeviceProfile.iPhone15.scale))
            XCTAssertEqual(
                imageB.width, Int(DeviceProfile.iPhoneSE3.portraitSize.width * DeviceProfile.iPhoneSE3.scale))
            // Dark mode on one stage only: it redraws in its theme's dark colour, the other stays.
            stageA.appearance = round == 0 ? .dark : .light
        }
        XCTAssertEqual(witnessA.scales.first, DeviceProfile.iPhone15.scale, "UIScreen.main while A draws is A's screen")
        XCTAssertEqual(
            witnessB.scales.first, DeviceProfile.iPhoneSE3.scale, "UIScreen.main while B draws is B's screen")
        XCTAssertEqual(Set(witnessA.times), [1], "CACurrentMediaTime() while A draws is A's clock")
        XCTAssertEqual(Set(witnessB.times), [2], "CACurrentMediaTime() while B draws is B's clock")
        XCTAssertGreaterThanOrEqual(witnessA.times.count, 2, "A redrew after its appearance changed")

        // Each stage's log has its own views' events only.
        XCTAssertGreaterThan(stageA.lifecycleLog.count(.draw, for: witnessA), 0)
        XCTAssertEqual(stageA.lifecycleLog.count(.draw, for: witnessB), 0)
        XCTAssertEqual(stageB.lifecycleLog.count(.draw, for: witnessA), 0)
        XCTAssertEqual(UIView.lifecycleLog.count(.draw, for: witnessA), 0, "the host's log saw none of it")

        // Nothing process-wide moved.
        XCTAssertTrue(UIScreen.main === hostScreen)
        XCTAssertEqual(CACurrentMediaTime(), hostTime)
        XCTAssertEqual(Theme.active.name, hostTheme)
    }

    func testThemesBoundOnTwoThreadsAtOnceResolveTheirOwnColours() async throws {
        var projector = try ThemeLoader.load("projector").theme
        projector.fonts["system"] = "DejaVu Sans Mono"  // a font read differs too
        let themes = [try ThemeLoader.load("default").theme, projector]
        let families = themes.map { $0.fonts["system"] ?? "Inter" }
        XCTAssertNotEqual(families[0], families[1])
        let light = UITraitCollection(userInterfaceStyle: .light)
        let expected = try themes.map { rgb(try XCTUnwrap($0.color("systemBlue", for: light))) }
        XCTAssertNotEqual(expected[0], expected[1])
        let results = ThreadResults()
        let group = DispatchGroup()
        for index in 0..<2 {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                for _ in 0..<300 {
                    let pixel: [UInt8]? = Theme.withCurrent(themes[index]) {
                        // A colour made and resolved while the theme is bound, drawn into a bitmap, and
                        // the system font's family (nil if either is another thread's).
                        guard
                            let context = CGContext(
                                data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue),
                            let name = UIColor(named: "systemBlue")
                        else { return nil }
                        context.setFillColor(name.resolvedColor(with: light).cgColor)
                        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
                        guard let p = context.makeImage()?.pixel(x: 0, y: 0),
                            UIFont.systemFont(ofSize: 12).familyName == families[index]
                        else { return nil }
                        return [p.red, p.green, p.blue]
                    }
                    results.add(index, pixel)
                }
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
        for index in 0..<2 {
            let pixels = results.pixels(index)
            XCTAssertEqual(pixels.count, 300)
            XCTAssertTrue(
                pixels.allSatisfy { $0 == expected[index] },
                "thread \(index) saw another theme: \(Set(pixels.map { "\($0 ?? [])" }))")
        }
        // A theme in the traits wins over the bound one (a stage's window carries it).
        let traits = UITraitCollection(traitsFrom: [light, UITraitCollection(theme: themes[1])])
        let resolved = Theme.withCurrent(themes[0]) { UIColor.systemBlue.resolvedColor(with: traits).cgColor }
        XCTAssertEqual(rgb(resolved), expected[1])
    }

    /// What each thread saw, collected under a lock.
    private final class ThreadResults: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [Int: [[UInt8]?]] = [:]
        func add(_ index: Int, _ pixel: [UInt8]?) { lock.lock(); seen[index, default: []].append(pixel); lock.unlock() }
        func pixels(_ index: Int) -> [[UInt8]?] { lock.lock(); defer { lock.unlock() }; return seen[index] ?? [] }
    }
}
