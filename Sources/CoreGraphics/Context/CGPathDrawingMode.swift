/// What `CGContext.drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill = 1, stroke = 2, fillStroke = 3, eoFillStroke = 4
}
