import BenchmarkScenes
import Foundation
import Previews
@_spi(ViewLab) import QuartzCore
import UIKit
import ViewLabRender
import ViewLabShell

/// Scenario 5 through the shell: the same one-card edits typed as statements, each parsed,
/// type-checked and evaluated by the real `Shell` (as a piped script runs them), then a run-loop
/// turn, the media clock moved past the implicit animations of the standalone layers (0.25 s) and
/// a 3x render of the screen.
extension Bench {
    /// Swift statements that build the reference scene on `root` from `CardView`s (`card0` …).
    static var shellSceneScript: String {
        (0..<SceneSpec.cardCount).map { i in
            let f = SceneSpec.cardFrame(i)
            return "let card\(i) = CardView(frame: CGRect(x: \(f.minX), y: \(f.minY), width: \(f.width), height: \(f.height)), index: \(i), usesShadowPath: true)\nroot.addSubview(card\(i))"
        }.joined(separator: "\n")
    }

    /// Statement `i` of the edit script: one property of one card, cycling through five kinds.
    static func shellEdit(_ i: Int) -> String {
        let card = "card\(i % SceneSpec.cardCount)"
        switch i % 5 {
        case 0: return "\(card).ring.strokeEnd = \(Double(i % 100) / 100)"
        case 1: return "\(card).titleLabel.text = \"Activity \(i)\""
        case 2: return "\(card).gradient.colors = [UIColor(hue: \(Double(i % 24) / 24), saturation: 0.15, brightness: 1, alpha: 1).cgColor, UIColor.white.cgColor]"
        case 3: return "\(card).layer.borderColor = UIColor(white: \(Double(i % 10) / 10), alpha: 1).cgColor"
        default: return "\(card).bodyLabel.textColor = UIColor(white: \(Double(i % 5) / 10), alpha: 1)"
        }
    }

    func shellEdits() throws -> [Row] {
        let registry = ShellRegistry()
        registry.install(BenchmarkScenesShellBindings.all)
        let stage = Stage(device: .iPhone15)
        let shell = Shell(stage: stage, registry: registry)
        guard shell.runScript(Bench.shellSceneScript, name: "scene") == 0 else {
            throw ChildProcess.Failure(description: "the shell could not build the scene")
        }
        var previous = PixelHash.of(try stage.render(scale: 3))
        var statementTimes: [Double] = [], totals: [Double] = []
        for i in 0..<statements {
            let statement = Bench.shellEdit(i)
            let start = Stats.nowMs()
            guard shell.runScript(statement, name: "edit") == 0 else {
                throw ChildProcess.Failure(description: "the shell rejected: \(statement)")
            }
            let evaluated = Stats.nowMs()
            // The ring and the gradient are standalone layers already on screen, so their changes
            // animate implicitly (0.25 s, as on iOS): the clock is moved past that before the image.
            CAMediaClock.current.advance(by: 0.25)
            let image = try stage.render(scale: 3)
            statementTimes.append(evaluated - start)
            totals.append(Stats.nowMs() - start)
            // The first statement of each kind must change the picture (a no-op would time nothing).
            if i < 5 {
                let hash = PixelHash.of(image)
                guard hash != previous else { throw ChildProcess.Failure(description: "'\(statement)' changed no pixel") }
                previous = hash
            }
        }
        let example = (0..<5).map { Bench.shellEdit($0) }.joined(separator: "; ")
        return [
            Row(scenario: "5", name: "shell: one-card statement → 3x image, p50 (\(statements) statements)", viewlab: Stats.median(totals),
                floor: nil, target: "p95 ≤16 ms", notes: "parse + check + evaluate p50 \(Report.format(Stats.median(statementTimes))) ms; e.g. \(example)"),
            Row(scenario: "5", name: "shell: one-card statement → 3x image, p95", viewlab: Stats.percentile(totals, 95), floor: nil,
                target: "≤16 ms", notes: "parse + check + evaluate p95 \(Report.format(Stats.percentile(statementTimes, 95))) ms"),
        ]
    }
}

