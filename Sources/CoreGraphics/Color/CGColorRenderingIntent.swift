/// How colours outside a destination gamut are mapped (accepted for API compatibility; ViewLab
/// converts between sRGB and gray only).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
