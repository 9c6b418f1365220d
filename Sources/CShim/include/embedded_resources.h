#ifndef VIEWLAB_EMBEDDED_RESOURCES_H
#define VIEWLAB_EMBEDDED_RESOURCES_H

/// Themes/default.json, as built in (NUL-terminated UTF-8).
const char *viewlab_default_theme_json(void);
/// Fonts/fonts.conf, as built in (NUL-terminated UTF-8).
const char *viewlab_fonts_conf(void);

#endif
