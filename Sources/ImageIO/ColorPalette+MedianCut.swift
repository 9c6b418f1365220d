import Foundation

/// Heckbert's median cut over a histogram of 5 bits a channel.
extension ColorPalette {
    /// A box of histogram cells: `cells[range]` of the cut's cell list.
    private struct Box {
        var range: Range<Int>
        var population = 0
        /// The smallest and largest 5-bit red, green and blue of its cells.
        var low = [31, 31, 31], high = [0, 0, 0]

        /// The channel (0 red, 1 green, 2 blue) along which the box is longest, and that length.
        var longestSide: (channel: Int, length: Int) {
            let lengths = (0..<3).map { high[$0] - low[$0] }
            let channel = lengths.firstIndex(of: lengths.max()!)!
            return (channel, lengths[channel])
        }
    }

    /// The 5-bit value of `channel` (0 red, 1 green, 2 blue) of a histogram cell.
    private static func component(_ cell: Int, _ channel: Int) -> Int { (cell >> (10 - 5 * channel)) & 31 }

    /// At most `maxColors` colours for `pixels` (`0xRRGGBB`), and the palette index of every cell.
    ///
    /// The box to split next is the one with the most pixels times its longest side (so a large
    /// spread of colours is cut before a small one, and a box of one cell never is); it is cut
    /// across its longest side where the pixels counted from the low end reach half its pixels.
    static func medianCut(_ pixels: [UInt32], maxColors: Int) -> (colors: [UInt32], cellIndex: [UInt8]) {
        var population = [Int](repeating: 0, count: 1 << 15)
        var sums = [Int](repeating: 0, count: 3 << 15)
        for pixel in pixels {
            let cell = cell(of: pixel)
            population[cell] += 1
            sums[3 * cell] += Int(pixel >> 16 & 0xFF)
            sums[3 * cell + 1] += Int(pixel >> 8 & 0xFF)
            sums[3 * cell + 2] += Int(pixel & 0xFF)
        }
        var cells = population.indices.filter { population[$0] > 0 }

        func box(_ range: Range<Int>) -> Box {
            var box = Box(range: range)
            for cell in cells[range] {
                box.population += population[cell]
                for channel in 0..<3 {
                    let value = component(cell, channel)
                    box.low[channel] = min(box.low[channel], value)
                    box.high[channel] = max(box.high[channel], value)
                }
            }
            return box
        }

        var boxes = [box(0..<cells.count)]
        while boxes.count < maxColors {
            let splittable = boxes.indices.filter { boxes[$0].range.count > 1 }
            guard
                let widest = splittable.max(by: { a, b in
                    boxes[a].population * boxes[a].longestSide.length < boxes[b].population
                        * boxes[b].longestSide.length
                })
            else { break }
            let (range, channel) = (boxes[widest].range, boxes[widest].longestSide.channel)
            cells[range].sort { (component($0, channel), $0) < (component($1, channel), $1) }
            var counted = 0
            var cut = range.lowerBound + 1
            for index in range {
                counted += population[cells[index]]
                if 2 * counted >= boxes[widest].population { cut = index + 1; break }
            }
            cut = min(max(cut, range.lowerBound + 1), range.upperBound - 1)
            boxes[widest] = box(range.lowerBound..<cut)
            boxes.append(box(cut..<range.upperBound))
        }

        var colors: [UInt32] = []
        var cellIndex = [UInt8](repeating: 0, count: 1 << 15)
        for (index, box) in boxes.enumerated() {
            var total = [0, 0, 0]
            for cell in cells[box.range] {
                for channel in 0..<3 { total[channel] += sums[3 * cell + channel] }
                cellIndex[cell] = UInt8(index)
            }
            let mean = total.map { UInt32(($0 + box.population / 2) / box.population) }
            colors.append(mean[0] << 16 | mean[1] << 8 | mean[2])
        }
        return (colors, cellIndex)
    }
}
