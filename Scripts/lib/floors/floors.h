// The C declarations the floor programs use (Scripts/bench-startup and
// Scripts/bench-image-feed build them with `swiftc -import-objc-header`).
#include <curl/curl.h>
#include <sqlite3.h>
#include <unistd.h>

// libcurl's setters are variadic, which Swift cannot call.
static inline CURLcode floor_set_text(CURL *handle, CURLoption option, const char *text) {
    return curl_easy_setopt(handle, option, text);
}
static inline CURLcode floor_set_list(CURL *handle, struct curl_slist *list) {
    return curl_easy_setopt(handle, CURLOPT_HTTPHEADER, list);
}
static size_t floor_discard(char *data, size_t size, size_t count, void *context) {
    (void)data;
    (void)context;
    return size * count;
}
static inline CURLcode floor_discard_body(CURL *handle) {
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, floor_discard);
}
