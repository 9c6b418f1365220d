// Data files built into the libraries, so that a program linking UIKit outside this repository (or a
// copied `viewlab` binary) renders the same without finding any file: the default theme and the
// fontconfig configuration. The files in the repository stay the single source; `#embed` (C23,
// accepted by the toolchain's clang as an extension) copies them in at compile time.
#include "embedded_resources.h"

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"
static const char default_theme[] = {
#embed "../../Themes/default.json"
    , 0};

static const char fonts_conf[] = {
#embed "../../Fonts/fonts.conf"
    , 0};
#pragma clang diagnostic pop

const char *viewlab_default_theme_json(void) { return default_theme; }
const char *viewlab_fonts_conf(void) { return fonts_conf; }
