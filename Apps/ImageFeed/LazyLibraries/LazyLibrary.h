#ifndef LAZY_LIBRARY_H
#define LAZY_LIBRARY_H

// A shared library opened the first time one of its functions is called,
// and the forwarders that call it: each resolves its function once (dlsym)
// and calls it with its own arguments, or returns FAILURE when the library
// cannot be opened. Everything here is hidden, so the executable exports
// none of these names and a library loaded later binds to its own copies.

#pragma GCC visibility push(hidden)

struct lazy_library {
    const char *file;   // the soname, as the linker would have recorded it
    void *handle;       // set on the first successful dlopen
    int failed;         // set when dlopen failed: not tried again
};

void *lazy_symbol(struct lazy_library *library, const char *name);

#define LAZY_RESOLVE(library, name) \
    static void *resolved; \
    void *function = __atomic_load_n(&resolved, __ATOMIC_ACQUIRE); \
    if (!function) { \
        function = lazy_symbol(&library, #name); \
        __atomic_store_n(&resolved, function, __ATOMIC_RELEASE); \
    }

/// RESULT NAME PARAMETERS forwarded to LIBRARY's NAME with ARGUMENTS.
#define LAZY_FORWARD(library, result, failure, name, parameters, arguments) \
    result name parameters { \
        LAZY_RESOLVE(library, name) \
        if (!function) return failure; \
        return ((result (*) parameters)function) arguments; \
    }

/// The same for a function that returns nothing.
#define LAZY_FORWARD_VOID(library, name, parameters, arguments) \
    void name parameters { \
        LAZY_RESOLVE(library, name) \
        if (function) ((void (*) parameters)function) arguments; \
    }

#pragma GCC visibility pop

#endif
