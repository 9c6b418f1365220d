import BenchmarkScenes
import Foundation
import UIKit
import ViewLabRender

/// Scenarios 5 and 6: one-card edits as the shell makes them, and the 500-view tree.
extension Bench {
    /// (5) `statements` edits of one card's property, each followed by a run-loop turn and a 3x
    /// render (what the shell does after a statement): statement → updated image, p50/p95, with
    /// the edits made in Swift; `shellEdits()` types the same edits into the real shell.
    func cardEdits() throws -> [Row] {
        let scene = ReferenceScene(usesShadowPath: true)
        let stage = Bench.stage(showing: scene.view)
        _ = try stage.render(scale: 3)
        let edits: [(String, (CardView, Int) -> Void)] = [
            ("ring.strokeEnd", { card, i in card.ring.strokeEnd = CGFloat(i % 100) / 100 }),
            ("titleLabel.text", { card, i in card.titleLabel.text = "Activity \(i)" }),
            ("gradient.colors", { card, i in
                card.gradient.colors = [UIColor(hue: CGFloat(i % 24) / 24, saturation: 0.15, brightness: 1, alpha: 1).cgColor, UIColor.white.cgColor]
            }),
            ("layer.borderColor", { card, i in card.layer.borderColor = UIColor(white: CGFloat(i % 10) / 10, alpha: 1).cgColor }),
            ("bodyLabel.textColor", { card, i in card.bodyLabel.textColor = UIColor(white: CGFloat(i % 5) / 10, alpha: 1) }),
        ]
        var samples: [Double] = [], floorBatches: [Double] = []
        let floorEvery = max(statements / rounds, 1)
        for i in 0..<statements {
            if i % floorEvery == 0 { floorBatches.append(try floor.batch(render: frames, scale: 3).median_ms) }
            let card = scene.cards[i % scene.cards.count]
            let edit = edits[i % edits.count].1
            samples.append(try Stats.time {
                // An edit shown at once: the ring and the gradient are standalone layers already on
                // screen, which would otherwise animate the change implicitly (0.25 s on the clock).
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                edit(card, i)
                CATransaction.commit()
                _ = try stage.render(scale: 3)
            })
        }
        let floorFrame = Stats.median(floorBatches)
        return [
            Row(scenario: "5", name: "one-card edit → 3x image, p50 (\(statements) statements, in-process)", viewlab: Stats.median(samples),
                floor: floorFrame, target: "p95 ≤16 ms", notes: "edits: " + edits.map(\.0).joined(separator: ", ")),
            Row(scenario: "5", name: "one-card edit → 3x image, p95", viewlab: Stats.percentile(samples, 95), floor: floorFrame,
                target: "≤16 ms", notes: "floor = a whole 3x frame"),
        ]
    }

    /// (6) The 500-view tree: layout of every container, then a full 3x render.
    func treeScene() throws -> [Row] {
        let tree = TreeScene()
        let stage = Bench.stage(showing: tree.view)
        _ = try stage.render(scale: 3)
        var layout: [Double] = [], total: [Double] = []
        for _ in 0..<(rounds * frames) {
            tree.invalidateEverything()
            let start = Stats.nowMs()
            tree.view.layoutIfNeeded()
            let laidOut = Stats.nowMs()
            _ = try stage.render(scale: 3)
            layout.append(laidOut - start)
            total.append(Stats.nowMs() - start)
        }
        let floorFrame = Stats.median(try (0..<rounds).map { _ in try floor.batch(render: frames, scale: 3).median_ms })
        return [
            Row(scenario: "6", name: "\(tree.viewCount)-view tree: layout only", viewlab: Stats.median(layout), floor: nil),
            Row(scenario: "6", name: "\(tree.viewCount)-view tree: layout + display + 3x render", viewlab: Stats.median(total), floor: floorFrame,
                notes: "floor = the reference scene's 3x frame, for scale"),
        ]
    }
}
