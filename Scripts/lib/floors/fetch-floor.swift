// The floor under `image-feed --json feed`: a Swift program (static standard
// library, libcurl as Debian ships it) that only fetches the page as curl
// does and drops it: no store, no cache, no decoding.
//
//     fetch-floor URL TOKEN
let arguments = CommandLine.arguments
guard arguments.count == 3, let handle = curl_easy_init() else { fatalError("usage: fetch-floor URL TOKEN") }
var headers: UnsafeMutablePointer<curl_slist>?
headers = curl_slist_append(headers, "Accept-Version: v1")
headers = curl_slist_append(headers, "Authorization: Bearer " + arguments[2])
_ = floor_set_text(handle, CURLOPT_URL, arguments[1])
_ = floor_set_list(handle, headers)
_ = floor_discard_body(handle)
let code = curl_easy_perform(handle)
curl_slist_free_all(headers)
curl_easy_cleanup(handle)
guard code == CURLE_OK else { fatalError("fetch-floor: libcurl error \(code.rawValue)") }
