import BenchmarkScenes
import Foundation
import UIKit

/// Scenario 13: the reference scene built at the shell's prompt, statement by statement, from
/// UIKit and Core Animation alone (no `CardView`: about 40 statements a card, as a learner
/// would type them), then exported at 3x — one cold `viewlab run SCRIPT`, timed from spawn to exit,
/// against a cold `viewlab-floor --once` drawing the same scene.
extension Bench {
    /// Swift literal of an sRGB colour of the scene.
    private static func colorLiteral(_ rgb: UInt32) -> String {
        func part(_ shift: UInt32) -> String { "\((rgb >> shift) & 0xFF) / 255" }
        return "UIColor(red: \(part(16)), green: \(part(8)), blue: \(part(0)), alpha: 1)"
    }

    private static func rectLiteral(_ r: CGRect) -> String {
        "CGRect(x: \(r.minX), y: \(r.minY), width: \(r.width), height: \(r.height))"
    }

    /// The statements that build card `i` on `root`.
    static func scriptedCard(_ i: Int) -> [String] {
        let card = "card\(i)", colors = SceneSpec.gradients[i % SceneSpec.gradients.count]
        let radius = (SceneSpec.ringDiameter - SceneSpec.ringLineWidth) / 2
        var lines = [
            "let \(card) = UIView(frame: \(rectLiteral(SceneSpec.cardFrame(i))))",
            "\(card).layer.cornerRadius = \(SceneSpec.cornerRadius)",
            "\(card).layer.borderWidth = \(SceneSpec.borderWidth)",
            "\(card).layer.borderColor = \(colorLiteral(SceneSpec.borderColor)).cgColor",
            "\(card).layer.shadowColor = UIColor.black.cgColor",
            "\(card).layer.shadowOffset = CGSize(width: \(SceneSpec.shadowOffset.width), height: \(SceneSpec.shadowOffset.height))",
            "\(card).layer.shadowRadius = \(SceneSpec.shadowRadius)",
            "\(card).layer.shadowOpacity = \(SceneSpec.shadowOpacity)",
            "\(card).layer.shadowPath = UIBezierPath(roundedRect: \(card).bounds, cornerRadius: \(SceneSpec.cornerRadius)).cgPath",
            "let gradient\(i) = CAGradientLayer()",
            "gradient\(i).frame = \(card).bounds",
            "gradient\(i).cornerRadius = \(SceneSpec.cornerRadius)",
            "gradient\(i).masksToBounds = true",
            "gradient\(i).colors = [\(colorLiteral(colors.0)).cgColor, \(colorLiteral(colors.1)).cgColor]",
            "\(card).layer.insertSublayer(gradient\(i), at: 0)",
            "let title\(i) = UILabel(frame: \(rectLiteral(SceneSpec.titleFrame)))",
            "title\(i).font = .systemFont(ofSize: 17, weight: .semibold)",
            "title\(i).textColor = \(colorLiteral(SceneSpec.titleColor))",
            "title\(i).text = \"\(SceneSpec.title(i))\"",
            "\(card).addSubview(title\(i))",
            "let body\(i) = UILabel(frame: \(rectLiteral(SceneSpec.bodyFrame)))",
            "body\(i).font = .systemFont(ofSize: 14)",
            "body\(i).textColor = \(colorLiteral(SceneSpec.bodyColor))",
            "body\(i).numberOfLines = 2",
            "body\(i).lineBreakMode = .byTruncatingTail",
            "body\(i).text = \"\(SceneSpec.body(i))\"",
            "\(card).addSubview(body\(i))",
            "let circle\(i) = UIBezierPath(arcCenter: CGPoint(x: \(SceneSpec.ringFrame.width / 2), y: \(SceneSpec.ringFrame.height / 2)), "
                + "radius: \(radius), startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath",
        ]
        let ringColor = SceneSpec.ringColors[i % SceneSpec.ringColors.count]
        for (shape, color) in [("track\(i)", SceneSpec.trackColor), ("ring\(i)", ringColor)] {
            lines += [
                "let \(shape) = CAShapeLayer()",
                "\(shape).frame = \(rectLiteral(SceneSpec.ringFrame))",
                "\(shape).path = circle\(i)",
                "\(shape).fillColor = nil",
                "\(shape).lineWidth = \(SceneSpec.ringLineWidth)",
                "\(shape).lineCap = .round",
                "\(shape).strokeColor = \(colorLiteral(color)).cgColor",
                "\(card).layer.addSublayer(\(shape))",
            ]
        }
        return lines + ["ring\(i).strokeEnd = \(SceneSpec.progress(i))", "root.addSubview(\(card))"]
    }

    /// The whole script: every card, then a 3x export to `output`.
    static func scriptedScene(exportingTo output: String) -> (text: String, statements: Int) {
        let statements = (0..<SceneSpec.cardCount).flatMap(scriptedCard)
        return ((["root.backgroundColor = .white"] + statements + [":export \(output) --scale 3"]).joined(separator: "\n") + "\n",
                statements.count + 1)
    }

    /// (13) A cold `viewlab run` of the scripted scene against a cold `viewlab-floor --once`.
    func coldScript() throws -> [Row] {
        let ours = scratch.appendingPathComponent("script-viewlab.png").path, theirs = scratch.appendingPathComponent("script-floor.png").path
        let script = Bench.scriptedScene(exportingTo: ours)
        let url = scratch.appendingPathComponent("scene.viewlab")
        try Data(script.text.utf8).write(to: url)
        var viewlab: [ChildProcess.Outcome] = [], floorRuns: [ChildProcess.Outcome] = []
        for _ in 0..<processRuns * 2 {
            floorRuns.append(try floor.once(theirs))
            try? FileManager.default.removeItem(atPath: ours)
            viewlab.append(try ChildProcess.check([catalog, "run", url.path]))
            guard FileManager.default.fileExists(atPath: ours) else {
                throw ChildProcess.Failure(description: "the scripted scene wrote no image: \(viewlab.last?.stdout ?? "")")
            }
        }
        return [Row(
            scenario: "13", name: "cold `viewlab run` of the scene built in \(script.statements) shell statements, 3x export, vs `viewlab-floor --once`",
            viewlab: Stats.median(viewlab.map(\.milliseconds)), floor: Stats.median(floorRuns.map(\.milliseconds)), target: "≤1.2×",
            notes: String(format: "peak %.0f MB vs %.0f MB; ", viewlab.map(\.peakMB).max() ?? .nan, floorRuns.map(\.peakMB).max() ?? .nan)
                + Bench.difference(ours, theirs))]
    }
}
