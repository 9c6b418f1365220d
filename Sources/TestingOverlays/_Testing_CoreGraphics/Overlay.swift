// The cross-import overlay Swift Testing names for CoreGraphics.
//
// The toolchain's `Testing.swiftcrossimport/CoreGraphics.swiftoverlay` tells the compiler that a file
// importing both `Testing` and a module called `CoreGraphics` also imports `_Testing_CoreGraphics`
// (on Apple platforms it makes `CGImage` attachable). The Linux toolchain ships the declaration but
// not the module, so a test file importing Testing and ViewLab's CoreGraphics fails with "no such
// module '_Testing_CoreGraphics'". This empty module satisfies it; `ViewLabTesting` depends on it.
