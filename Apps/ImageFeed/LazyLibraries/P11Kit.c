// p11-kit, which GnuTLS calls for PKCS #11 tokens. GnuTLS is here for
// librtmp and OpenLDAP, and image-feed's TLS is OpenSSL's, so it never is.
#pragma GCC visibility push(hidden)
#include <p11-kit/p11-kit.h>
#include <p11-kit/pin.h>
#include <p11-kit/uri.h>
#include "LazyLibrary.h"

static struct lazy_library p11kit = { "libp11-kit.so.0", 0, 0 };

#define UNAVAILABLE "p11-kit library unavailable"

LAZY_FORWARD(p11kit, char *, 0, p11_kit_config_option, (CK_FUNCTION_LIST *module, const char *option), (module, option))
LAZY_FORWARD(p11kit, const char *, UNAVAILABLE, p11_kit_message, (void), ())
LAZY_FORWARD(p11kit, CK_RV, CKR_GENERAL_ERROR, p11_kit_module_finalize, (CK_FUNCTION_LIST *module), (module))
LAZY_FORWARD(p11kit, int, 0, p11_kit_module_get_flags, (CK_FUNCTION_LIST *module), (module))
LAZY_FORWARD(p11kit, char *, 0, p11_kit_module_get_name, (CK_FUNCTION_LIST *module), (module))
LAZY_FORWARD(p11kit, CK_FUNCTION_LIST *, 0, p11_kit_module_load, (const char *path, int flags), (path, flags))
LAZY_FORWARD_VOID(p11kit, p11_kit_module_release, (CK_FUNCTION_LIST *module), (module))
LAZY_FORWARD(p11kit, CK_FUNCTION_LIST **, 0, p11_kit_modules_load, (const char *reserved, int flags), (reserved, flags))
LAZY_FORWARD(p11kit, P11KitPin *, 0, p11_kit_pin_file_callback,
             (const char *source, P11KitUri *uri, const char *description, P11KitPinFlags flags, void *data),
             (source, uri, description, flags, data))
LAZY_FORWARD(p11kit, size_t, 0, p11_kit_pin_get_length, (P11KitPin *pin), (pin))
LAZY_FORWARD(p11kit, const unsigned char *, 0, p11_kit_pin_get_value, (P11KitPin *pin, size_t *length), (pin, length))
LAZY_FORWARD(p11kit, P11KitPin *, 0, p11_kit_pin_new_for_string, (const char *value), (value))
LAZY_FORWARD(p11kit, int, -1, p11_kit_pin_register_callback,
             (const char *source, p11_kit_pin_callback callback, void *data, p11_kit_pin_destroy_func destroy),
             (source, callback, data, destroy))
LAZY_FORWARD(p11kit, P11KitPin *, 0, p11_kit_pin_request,
             (const char *source, P11KitUri *uri, const char *description, P11KitPinFlags flags),
             (source, uri, description, flags))
LAZY_FORWARD_VOID(p11kit, p11_kit_pin_unref, (P11KitPin *pin), (pin))
LAZY_FORWARD_VOID(p11kit, p11_kit_pin_unregister_callback,
                  (const char *source, p11_kit_pin_callback callback, void *data), (source, callback, data))
LAZY_FORWARD(p11kit, char *, 0, p11_kit_space_strdup, (const unsigned char *string, size_t length), (string, length))
LAZY_FORWARD(p11kit, size_t, 0, p11_kit_space_strlen, (const unsigned char *string, size_t length), (string, length))
LAZY_FORWARD(p11kit, const char *, UNAVAILABLE, p11_kit_strerror, (CK_RV code), (code))
LAZY_FORWARD(p11kit, int, P11_KIT_URI_UNEXPECTED, p11_kit_uri_format,
             (P11KitUri *uri, P11KitUriType type, char **string), (uri, type, string))
LAZY_FORWARD_VOID(p11kit, p11_kit_uri_free, (P11KitUri *uri), (uri))
LAZY_FORWARD(p11kit, CK_ATTRIBUTE_PTR, 0, p11_kit_uri_get_attribute, (P11KitUri *uri, CK_ATTRIBUTE_TYPE type), (uri, type))
LAZY_FORWARD(p11kit, CK_ATTRIBUTE_PTR, 0, p11_kit_uri_get_attributes, (P11KitUri *uri, CK_ULONG *count), (uri, count))
LAZY_FORWARD(p11kit, CK_INFO_PTR, 0, p11_kit_uri_get_module_info, (P11KitUri *uri), (uri))
LAZY_FORWARD(p11kit, const char *, 0, p11_kit_uri_get_pin_source, (const P11KitUri *uri), (uri))
LAZY_FORWARD(p11kit, const char *, 0, p11_kit_uri_get_pin_value, (const P11KitUri *uri), (uri))
LAZY_FORWARD(p11kit, CK_TOKEN_INFO_PTR, 0, p11_kit_uri_get_token_info, (P11KitUri *uri), (uri))
LAZY_FORWARD(p11kit, int, 0, p11_kit_uri_match_module_info, (const P11KitUri *uri, const CK_INFO *info), (uri, info))
LAZY_FORWARD(p11kit, int, 0, p11_kit_uri_match_token_info, (const P11KitUri *uri, const CK_TOKEN_INFO *info), (uri, info))
LAZY_FORWARD(p11kit, P11KitUri *, 0, p11_kit_uri_new, (void), ())
LAZY_FORWARD(p11kit, int, P11_KIT_URI_UNEXPECTED, p11_kit_uri_parse,
             (const char *string, P11KitUriType type, P11KitUri *uri), (string, type, uri))
LAZY_FORWARD(p11kit, int, P11_KIT_URI_UNEXPECTED, p11_kit_uri_set_attribute, (P11KitUri *uri, CK_ATTRIBUTE_PTR attribute),
             (uri, attribute))
#pragma GCC visibility pop
