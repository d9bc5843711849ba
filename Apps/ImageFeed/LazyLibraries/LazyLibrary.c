#include "LazyLibrary.h"

#include <dlfcn.h>
#include <pthread.h>

static pthread_mutex_t opening = PTHREAD_MUTEX_INITIALIZER;

void *lazy_symbol(struct lazy_library *library, const char *name) {
    pthread_mutex_lock(&opening);
    if (!library->handle && !library->failed) {
        // RTLD_LOCAL: its symbols stay its own, as a DT_NEEDED library's
        // would not, which is what the callers here need.
        library->handle = dlopen(library->file, RTLD_NOW | RTLD_LOCAL);
        library->failed = library->handle == 0;
    }
    void *handle = library->handle;
    pthread_mutex_unlock(&opening);
    return handle ? dlsym(handle, name) : 0;
}
