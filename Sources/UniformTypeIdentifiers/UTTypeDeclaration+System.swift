/// The system-declared types ViewLab knows, with the conformance, extensions and MIME types
/// Apple's documentation gives each (*System-declared uniform type identifiers*; the `UTType`
/// constants' pages). The first extension and MIME type are the preferred ones.
extension UTTypeDeclaration {
    static let system: [String: UTTypeDeclaration] = Dictionary(
        uniqueKeysWithValues: ordered.map { ($0.identifier, $0) })

    /// In the order tag lookups try them (the first that matches wins).
    static let ordered: [UTTypeDeclaration] = [
        // Roots and physical hierarchy.
        .init("public.item", [], "item"),
        .init("public.content", [], "content"),
        .init("public.composite-content", ["public.content"], "composite content"),
        .init("public.data", ["public.item"], "data"),
        .init("public.directory", ["public.item"], "folder"),
        .init("public.folder", ["public.directory"], "folder"),
        .init("public.volume", ["public.folder"], "volume"),
        .init("com.apple.package", ["public.directory"], "package"),
        .init("com.apple.bundle", ["public.directory"], "bundle"),
        .init("com.apple.application", ["public.item"], "application"),
        .init(
            "com.apple.application-bundle", ["com.apple.application", "com.apple.bundle", "com.apple.package"],
            extensions: ["app"], "application"),
        .init("public.executable", ["public.item"], "executable"),
        .init("public.symlink", ["public.item"], "symbolic link"),
        .init("public.url", ["public.data"], "URL"),
        .init("public.file-url", ["public.url"], "file URL"),
        .init("public.message", [], "message"),
        .init("public.contact", [], "contact"),
        .init("public.archive", ["public.data"], "archive"),
        .init(
            "public.zip-archive", ["public.archive"], extensions: ["zip"], mimeTypes: ["application/zip"], "ZIP archive"
        ),
        .init(
            "org.gnu.gnu-zip-archive", ["public.archive"], extensions: ["gz"], mimeTypes: ["application/x-gzip"],
            "gzip archive"),
        .init("com.apple.property-list", ["public.data"], extensions: ["plist"], "property list"),
        .init("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], "XML property list"),
        .init("public.database", [], "database"),
        .init("public.spreadsheet", ["public.content"], "spreadsheet"),
        .init("public.presentation", ["public.composite-content"], "presentation"),
        .init("public.font", ["public.data"], "font"),
        // Text.
        .init("public.text", ["public.data", "public.content"], "text"),
        .init(
            "public.plain-text", ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"], "plain text"),
        .init("public.utf8-plain-text", ["public.plain-text"], "UTF-8 plain text"),
        .init("public.utf16-plain-text", ["public.plain-text"], "UTF-16 plain text"),
        .init("public.utf16-external-plain-text", ["public.plain-text"], "UTF-16 plain text"),
        .init(
            "public.utf8-tab-separated-values-text", ["public.tab-separated-values-text"], "UTF-8 tab-separated values"),
        .init("public.delimited-values-text", ["public.text"], "delimited values"),
        .init(
            "public.comma-separated-values-text", ["public.delimited-values-text"], extensions: ["csv"],
            mimeTypes: ["text/csv"], "comma-separated values"),
        .init(
            "public.tab-separated-values-text", ["public.delimited-values-text"], extensions: ["tsv"],
            mimeTypes: ["text/tab-separated-values"], "tab-separated values"),
        .init("public.rtf", ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf"], "rich text"),
        .init(
            "com.apple.rtfd", ["com.apple.package", "public.composite-content"], extensions: ["rtfd"],
            "rich text with attachments"),
        .init(
            "com.apple.flat-rtfd", ["public.data", "public.composite-content"], extensions: ["flat-rtfd"],
            "rich text with attachments"),
        .init("public.html", ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"], "HTML"),
        .init("public.xml", ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"], "XML"),
        .init("public.json", ["public.text"], extensions: ["json"], mimeTypes: ["application/json"], "JSON"),
        .init("public.yaml", ["public.text"], extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"], "YAML"),
        .init(
            "net.daringfireball.markdown", ["public.plain-text"], extensions: ["md", "markdown"],
            mimeTypes: ["text/markdown"], "Markdown"),
        .init("public.source-code", ["public.plain-text"], "source code"),
        .init("public.swift-source", ["public.source-code"], extensions: ["swift"], "Swift source"),
        .init("public.c-source", ["public.source-code"], extensions: ["c"], "C source"),
        .init("public.objective-c-source", ["public.source-code"], extensions: ["m"], "Objective-C source"),
        .init("public.c-header", ["public.source-code"], extensions: ["h"], "C header"),
        .init("public.script", ["public.source-code"], "script"),
        .init(
            "com.netscape.javascript-source", ["public.source-code", "public.executable"], extensions: ["js"],
            mimeTypes: ["text/javascript"], "JavaScript"),
        .init("public.shell-script", ["public.script"], extensions: ["sh"], "shell script"),
        .init(
            "public.python-script", ["public.script"], extensions: ["py"], mimeTypes: ["text/x-python-script"],
            "Python script"),
        .init(
            "public.vcard", ["public.text", "public.contact"], extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard"],
            "vCard"),
        .init("public.calendar-event", ["public.item"], "calendar event"),
        .init(
            "com.apple.ical.ics", ["public.data", "public.calendar-event"], extensions: ["ics"],
            mimeTypes: ["text/calendar"], "iCalendar"),
        .init("public.log", ["public.plain-text"], extensions: ["log"], "log"),
        // Images.
        .init("public.image", ["public.data", "public.content"], "image"),
        .init("public.png", ["public.image"], extensions: ["png"], mimeTypes: ["image/png"], "PNG image"),
        .init(
            "public.jpeg", ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mimeTypes: ["image/jpeg"], "JPEG image"
        ),
        .init("com.compuserve.gif", ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"], "GIF image"),
        .init("public.tiff", ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"], "TIFF image"),
        .init(
            "com.microsoft.bmp", ["public.image"], extensions: ["bmp"], mimeTypes: ["image/bmp"], "Windows bitmap image"
        ),
        .init(
            "com.microsoft.ico", ["public.image"], extensions: ["ico"], mimeTypes: ["image/vnd.microsoft.icon"],
            "Windows icon image"),
        .init("com.apple.icns", ["public.image"], extensions: ["icns"], "Apple icon image"),
        .init("public.heif-standard", ["public.image"], "HEIF image"),
        .init("public.heic", ["public.heif-standard"], extensions: ["heic"], mimeTypes: ["image/heic"], "HEIC image"),
        .init("public.heif", ["public.heif-standard"], extensions: ["heif"], mimeTypes: ["image/heif"], "HEIF image"),
        .init("org.webmproject.webp", ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"], "WebP image"),
        .init(
            "public.svg-image", ["public.image", "public.xml"], extensions: ["svg"], mimeTypes: ["image/svg+xml"],
            "SVG image"),
        .init("public.camera-raw-image", ["public.image"], "raw image"),
        .init("com.apple.live-photo", [], "Live Photo"),
        .init(
            "com.adobe.pdf", ["public.data", "public.composite-content"], extensions: ["pdf"],
            mimeTypes: ["application/pdf"], "PDF document"),
        // Audio and video.
        .init("public.audiovisual-content", ["public.data", "public.content"], "audiovisual content"),
        .init("public.movie", ["public.audiovisual-content"], "movie"),
        .init("public.video", ["public.movie"], "video"),
        .init("public.audio", ["public.audiovisual-content"], "audio"),
        .init(
            "com.apple.quicktime-movie", ["public.movie"], extensions: ["mov", "qt"], mimeTypes: ["video/quicktime"],
            "QuickTime movie"),
        .init("public.mpeg", ["public.movie"], extensions: ["mpeg", "mpg"], mimeTypes: ["video/mpeg"], "MPEG movie"),
        .init(
            "public.mpeg-4", ["public.movie"], extensions: ["mp4", "mpeg4"], mimeTypes: ["video/mp4"], "MPEG-4 movie"),
        .init(
            "com.apple.m4v-video", ["public.mpeg-4"], extensions: ["m4v"], mimeTypes: ["video/x-m4v"], "MPEG-4 video"),
        .init("public.avi", ["public.movie"], extensions: ["avi"], mimeTypes: ["video/avi"], "AVI movie"),
        .init("public.mp3", ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"], "MP3 audio"),
        .init(
            "public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], extensions: ["m4a"], mimeTypes: ["audio/mp4"],
            "MPEG-4 audio"),
        .init(
            "com.microsoft.waveform-audio", ["public.audio"], extensions: ["wav", "wave"], mimeTypes: ["audio/wav"],
            "Waveform audio"),
        .init(
            "public.aiff-audio", ["public.audio"], extensions: ["aiff", "aif"], mimeTypes: ["audio/aiff"], "AIFF audio"),
        .init("public.playlist", [], "playlist"),
        .init(
            "public.m3u-playlist", ["public.text", "public.playlist"], extensions: ["m3u", "m3u8"],
            mimeTypes: ["audio/mpegurl"], "M3U playlist"),
        // 3D and other content.
        .init("public.3d-content", ["public.content"], "3D content"),
        .init(
            "com.pixar.universal-scene-description", ["public.3d-content", "public.data"], extensions: ["usd"], "USD"),
        .init(
            "com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.data"], extensions: ["usdz"],
            mimeTypes: ["model/vnd.usdz+zip"], "USDZ"),
        .init("public.bookmark", [], "bookmark"),
        .init("public.internet-location", ["public.data"], "internet location"),
        .init(
            "public.email-message", ["public.message", "public.data"], extensions: ["eml"],
            mimeTypes: ["message/rfc822"], "email message"),
        .init("com.apple.local-storage", [], "local storage"),
        .init(
            "com.apple.localizable-name-bundle", ["com.apple.package"], extensions: ["localized"],
            "localized name bundle"),
    ]
}
