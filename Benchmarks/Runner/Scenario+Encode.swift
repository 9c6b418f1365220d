import Foundation
import ImageIO
import UIKit

/// Scenario 2's encode-only rows: ViewLab's default PNG encoder against libpng level 1 without
/// filtering on the same 3x render, and (with `VIEWLAB_BENCH_PNG_SWEEP=1`) every engine and level
/// that was considered for the default.
extension Bench {
    /// libpng level 1, no filter: the reference the default must beat at no larger size.
    static var libpngLevel1: PNGEncoder {
        var encoder = PNGEncoder()
        encoder.engine = .libpng
        encoder.compressionLevel = 1
        encoder.filter = PNGEncoder.filterNone
        return encoder
    }

    /// "PNG encode only, 3x": the default encoder's samples interleaved with batches of libpng level 1.
    func encodeOnly(_ image: CGImage) throws -> [Row] {
        let reference = Bench.libpngLevel1, product = PNGEncoder()
        var ours = 0, theirs = 0
        let run = try interleaved(floorBatch: {
            var batch: [Double] = []
            for _ in 0..<frames { batch.append(try Stats.time { theirs = try reference.encode(image, scale: 3).count }) }
            return Stats.median(batch)
        }, viewlab: { try Stats.time { ours = try product.encode(image, scale: 3).count } })
        return [Row(scenario: "2", name: "PNG encode only 3x, ViewLab default (\(product.engine) level \(product.compressionLevel)) vs libpng level 1 no filter",
                    viewlab: Stats.median(run.viewlab), floor: Stats.median(run.floor), target: "≤0.5×, ≤ size",
                    notes: "\(ours / 1024) KB vs \(theirs / 1024) KB")]
    }

    /// Every candidate, round-robin so that all see the same load: median ms and size, each
    /// against libpng level 1 (no filter) as the floor column.
    func encoderSweep(_ image: CGImage) throws -> [Row] {
        var candidates: [(String, PNGEncoder)] = []
        for (engine, levels) in [(PNGEncoder.Engine.parallel, 1...3), (.libdeflate, 1...6)] {
            for level in levels {
                var encoder = PNGEncoder()
                encoder.engine = engine
                encoder.compressionLevel = Int32(level)
                candidates.append(("\(engine) level \(level), no filter", encoder))
            }
        }
        for level: Int32 in [1, 3] {
            var encoder = Bench.libpngLevel1
            encoder.compressionLevel = level
            candidates.append(("libpng level \(level), no filter", encoder))
        }
        var adaptive = Bench.libpngLevel1
        adaptive.compressionLevel = 6
        adaptive.filter = nil
        candidates.append(("libpng defaults (level 6, adaptive filters)", adaptive))
        var samples = [[Double]](repeating: [], count: candidates.count), sizes = [Int](repeating: 0, count: candidates.count)
        for _ in 0..<rounds * frames {
            for (index, candidate) in candidates.enumerated() {
                samples[index].append(try Stats.time { sizes[index] = try candidate.1.encode(image, scale: 3).count })
            }
        }
        let reference = Stats.median(samples[candidates.firstIndex { $0.0 == "libpng level 1, no filter" } ?? 0])
        return candidates.indices.map { index in
            Row(scenario: "2", name: "PNG encode only 3x, \(candidates[index].0)", viewlab: Stats.median(samples[index]),
                floor: reference, notes: "\(sizes[index] / 1024) KB (\(sizes[index]) bytes); floor: libpng level 1")
        }
    }
}
