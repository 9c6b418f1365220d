@_spi(ViewLab) import CoreGraphics
import Foundation
@testable import UIKit
import XCTest

/// Core Text's line API (`CTFramesetter`, `CTFrame`, `CTLine`, `CTRun`, `CTTypesetter`, `CTFont`)
/// in the idioms "read more" labels, tap-to-character-index code and text-to-path animations use:
/// the lines break where UIKit's text does, origins are y-up relative to the path's box (Apple,
/// `CTFrameGetLineOrigins`), and drawing happens in text space, so a flipped UIKit context must be
/// flipped back first or the text comes out upside down, as on iOS.
@MainActor
final class CoreTextLineTests: XCTestCase {
    let font = UIFont.systemFont(ofSize: 17)
    lazy var paragraph = NSAttributedString(
        string: "Core Text breaks this paragraph into lines exactly where a label of the same width does.",
        attributes: [.font: font, .foregroundColor: UIColor.black])

    private func lines(of string: NSAttributedString, width: CGFloat, height: CGFloat = .greatestFiniteMagnitude)
        -> (CTFrame, [CTLine])
    {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: width, height: height))
        let framesetter = CTFramesetterCreateWithAttributedString(string as CFAttributedString)
        let frame = CTFramesetterCreateFrame(framesetter, CFRange(location: 0, length: 0), path.cgPath, nil)
        return (frame, CTFrameGetLines(frame) as! [CTLine])
    }

    func testAFrameBreaksLinesWhereUIKitTextDoesAndCoversTheString() async throws {
        let (frame, lines) = lines(of: paragraph, width: 160)
        let bounding = paragraph.boundingRect(
            with: CGSize(width: 160, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            context: nil)
        XCTAssertEqual(CGFloat(lines.count), (bounding.height / font.lineHeight).rounded(), "one line per line of text")
        XCTAssertGreaterThan(lines.count, 2)
        var next = 0
        for line in lines {
            let range = CTLineGetStringRange(line)
            XCTAssertEqual(range.location, next, "lines follow each other with no gap")
            next = range.location + range.length
            XCTAssertLessThanOrEqual(CTLineGetTypographicBounds(line, nil, nil, nil), 160 + 6)
        }
        XCTAssertEqual(next, paragraph.length, "and cover the whole string")
        XCTAssertEqual(CTFrameGetVisibleStringRange(frame).length, paragraph.length)

        let suggested = CTFramesetterSuggestFrameSizeWithConstraints(
            CTFramesetterCreateWithAttributedString(paragraph), CFRangeMake(0, 0), nil,
            CGSize(width: 160, height: CGFloat.greatestFiniteMagnitude), nil)
        XCTAssertEqual(suggested.height, bounding.height, accuracy: 0.01)
    }

    func testLineOriginsAreYUpFromTheBottomOfThePathBox() async throws {
        let box = CGRect(x: 20, y: 30, width: 160, height: 200)
        let framesetter = CTFramesetterCreateWithAttributedString(paragraph)
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), CGPath(rect: box, transform: nil), nil)
        let count = CFArrayGetCount(CTFrameGetLines(frame))
        var origins = [CGPoint](repeating: .zero, count: count)
        CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
        var ascent: CGFloat = 0, descent: CGFloat = 0
        let first = CTFrameGetLines(frame)[0] as! CTLine
        _ = CTLineGetTypographicBounds(first, &ascent, &descent, nil)
        XCTAssertEqual(
            origins[0].y, box.height - ascent, accuracy: 0.01, "the first baseline, measured from the bottom")
        XCTAssertEqual(origins[0].x, 0)
        for index in 1..<count {
            XCTAssertEqual(origins[index - 1].y - origins[index].y, font.lineHeight, accuracy: 0.5, "lines go down")
        }

        // A box too short for every line keeps the lines that fit.
        let short = CTFramesetterCreateFrame(
            framesetter, CFRangeMake(0, 0), CGPath(rect: CGRect(x: 0, y: 0, width: 160, height: 45), transform: nil),
            nil)
        XCTAssertEqual(CFArrayGetCount(CTFrameGetLines(short)), 2)
        XCTAssertLessThan(CTFrameGetVisibleStringRange(short).length, paragraph.length)
    }

    func testTheBridgedArrayIdiomsGiveTheSameLines() async throws {
        let (frame, lines) = lines(of: paragraph, width: 160)
        let linesNS: NSArray = CTFrameGetLines(frame)
        let linesAO: [AnyObject] = linesNS as [AnyObject]
        XCTAssertTrue((linesAO as! [CTLine]).elementsEqual(lines, by: ===))
        let array = CTFrameGetLines(frame)
        for index in 0..<CFArrayGetCount(array) {
            let line = unsafeBitCast(CFArrayGetValueAtIndex(array, index), to: CTLine.self)
            XCTAssertTrue(line === lines[index])
        }
        XCTAssertNil(CFArrayGetValueAtIndex(array, CFArrayGetCount(array)))
    }

    func testStringIndicesAndOffsetsRoundTrip() async throws {
        let (_, lines) = lines(of: paragraph, width: 160)
        let line = lines[1]
        let range = CTLineGetStringRange(line)
        var previous: CGFloat = -1
        for index in range.location..<(range.location + CTLineGetGlyphCount(line)) {
            let x = CTLineGetOffsetForStringIndex(line, index, nil)
            XCTAssertGreaterThan(x, previous, "carets move right")
            previous = x
            XCTAssertEqual(CTLineGetStringIndexForPosition(line, CGPoint(x: x + 0.2, y: 0)), index)
        }
        let width = CTLineGetTypographicBounds(line, nil, nil, nil) - CTLineGetTrailingWhitespaceWidth(line)
        XCTAssertEqual(CTLineGetPenOffsetForFlush(line, 0.5, 300), (300 - width) / 2, accuracy: 0.01)
        XCTAssertEqual(CTLineGetPenOffsetForFlush(line, 0, 300), 0)
        XCTAssertGreaterThan(CTLineGetTrailingWhitespaceWidth(line), 2, "the space the line broke at")
    }

    func testFrameDrawingInAFlippedContextMatchesStringDrawing() async throws {
        let size = CGSize(width: 220, height: 160)
        let rect = CGRect(x: 10, y: 12, width: 190, height: 130)
        let coreText = TextTestSupport.render(size: size) { context in
            context.textMatrix = .identity
            context.translateBy(x: 0, y: size.height)
            context.scaleBy(x: 1, y: -1)
            // The same rectangle in the flipped (y-up) space.
            let flipped = CGRect(x: rect.minX, y: size.height - rect.maxY, width: rect.width, height: rect.height)
            let framesetter = CTFramesetterCreateWithAttributedString(paragraph)
            CTFrameDraw(
                CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), CGPath(rect: flipped, transform: nil), nil),
                context)
        }
        let uiKit = TextTestSupport.render(size: size) { _ in
            paragraph.draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
        }
        let ink = try XCTUnwrap(TextTestSupport.inkBounds(coreText))
        let reference = try XCTUnwrap(TextTestSupport.inkBounds(uiKit))
        XCTAssertEqual(ink.minX, reference.minX, accuracy: 1)
        XCTAssertEqual(ink.minY, reference.minY, accuracy: 1, "upright, the first line at the top of the box")
        XCTAssertEqual(ink.maxY, reference.maxY, accuracy: 1)
        XCTAssertEqual(
            Double(TextTestSupport.inkCount(coreText)), Double(TextTestSupport.inkCount(uiKit)),
            accuracy: Double(TextTestSupport.inkCount(uiKit)) * 0.02, "the same glyphs")
    }

    func testALineDrawnInAnUnflippedUIKitContextIsUpsideDown() async throws {
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "Title", attributes: [.font: font]))
        let size = CGSize(width: 120, height: 80)
        let unflipped = TextTestSupport.render(size: size) { context in
            context.textPosition = CGPoint(x: 10, y: 40)
            CTLineDraw(line, context)
        }
        let flipped = TextTestSupport.render(size: size) { context in
            context.translateBy(x: 0, y: size.height)
            context.scaleBy(x: 1, y: -1)
            context.textPosition = CGPoint(x: 10, y: size.height - 40)
            CTLineDraw(line, context)
        }
        let down = try XCTUnwrap(TextTestSupport.inkBounds(unflipped)),
            up = try XCTUnwrap(TextTestSupport.inkBounds(flipped))
        XCTAssertGreaterThan(down.minY, 40 * 2 - 8, "glyphs hang below the baseline: upside down")
        XCTAssertLessThan(up.maxY, 40 * 2 + 10, "flipped first, they stand on it")
        XCTAssertLessThan(up.minY, 40 * 2 - 20)
        XCTAssertEqual(down.minX, up.minX, accuracy: 1, "from the text position")
        // The text matrix is not part of the graphics state.
        let context = try XCTUnwrap(CGContext(flippedSize: size, scale: 1))
        context.saveGState()
        context.textPosition = CGPoint(x: 5, y: 6)
        context.restoreGState()
        XCTAssertEqual(context.textPosition, CGPoint(x: 5, y: 6))
    }

    func testGlyphPathsOfTheRunsBuildTheTextOutline() async throws {
        let attributed = NSAttributedString(string: "Hi!", attributes: [.font: UIFont.boldSystemFont(ofSize: 40)])
        let line = CTLineCreateWithAttributedString(attributed as CFAttributedString)
        let runs = CTLineGetGlyphRuns(line)
        let letters = CGMutablePath()
        for runIndex in 0..<CFArrayGetCount(runs) {
            let run = unsafeBitCast(CFArrayGetValueAtIndex(runs, runIndex), to: CTRun.self)
            let attributes = CTRunGetAttributes(run) as! [String: Any]
            let runFont = attributes[kCTFontAttributeName as String] as! CTFont
            for index in 0..<CTRunGetGlyphCount(run) {
                let range = CFRangeMake(index, 1)
                var glyph = CGGlyph()
                var position = CGPoint()
                CTRunGetGlyphs(run, range, &glyph)
                CTRunGetPositions(run, range, &position)
                if let letter = CTFontCreatePathForGlyph(runFont, glyph, nil) {
                    letters.addPath(letter, transform: CGAffineTransform(translationX: position.x, y: position.y))
                }
            }
        }
        let box = letters.boundingBoxOfPath
        let width = CGFloat(CTLineGetTypographicBounds(line, nil, nil, nil))
        XCTAssertGreaterThan(box.width, width * 0.8)
        XCTAssertLessThanOrEqual(box.maxX, width + 1)
        XCTAssertEqual(
            box.maxY, UIFont.boldSystemFont(ofSize: 40).capHeight, accuracy: 2.5, "y up: capitals rise above 0")
        XCTAssertGreaterThan(box.minY, -1, "nothing in 'Hi!' goes below the baseline")
    }

    func testTruncatedLinesTypesettersAndFonts() async throws {
        let line = CTLineCreateWithAttributedString(paragraph)
        let cut = try XCTUnwrap(CTLineCreateTruncatedLine(line, 120, .end, nil))
        XCTAssertLessThanOrEqual(CTLineGetTypographicBounds(cut, nil, nil, nil), 120)
        XCTAssertLessThan(CTLineGetGlyphCount(cut), CTLineGetGlyphCount(line))

        let typesetter = CTTypesetterCreateWithAttributedString(paragraph)
        let (_, lines) = lines(of: paragraph, width: 160)
        let firstLength = CTTypesetterSuggestLineBreak(typesetter, 0, 160)
        XCTAssertEqual(firstLength, CTLineGetStringRange(lines[0]).length, "the break a frame makes")
        let second = CTTypesetterSuggestLineBreak(typesetter, firstLength, 160)
        XCTAssertEqual(second, CTLineGetStringRange(lines[1]).length)
        XCTAssertEqual(
            CTLineGetStringRange(CTTypesetterCreateLine(typesetter, CFRangeMake(firstLength, second))).location,
            firstLength)

        let bold = CTFontCreateWithName("Inter-Bold" as CFString, 0, nil)
        XCTAssertEqual(CTFontGetSize(bold), 12, "size 0 means 12 points")
        XCTAssertEqual(CTFontCopyPostScriptName(bold) as String, "Inter-Bold")
        XCTAssertGreaterThan(CTFontGetDescent(bold), 0)
        XCTAssertEqual(
            CTFontCopyPostScriptName(CTFontCreateWithName("NoSuchFont" as CFString, 9, nil)),
            UIFont.systemFont(ofSize: 9).fontName)
    }

    func testCoreTextsForegroundColourKeyColoursText() async throws {
        let red = NSAttributedString(
            string: "Red",
            attributes: [
                .font: font, NSAttributedString.Key(kCTForegroundColorAttributeName as String): UIColor.red.cgColor,
            ])
        let image = TextTestSupport.render(size: CGSize(width: 60, height: 30)) { _ in red.draw(at: CGPoint(x: 4, y: 4))
        }
        var reddish = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.red > 200 && p.green < 90 && p.blue < 90 { reddish += 1 }
            }
        }
        XCTAssertGreaterThan(reddish, 40)
    }
}
