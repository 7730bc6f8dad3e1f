#include "muster/campaign/libpq_library.hpp"

#include <dlfcn.h>

#include <mutex>
#include <optional>

#include "muster/util/error.hpp"

namespace muster {

namespace {

constexpr const char* soname = "libpq.so.5";

constexpr MessageText not_loaded =
    MUSTER_MESSAGE("campaign.server.libpq-not-loaded",
                   "a campaign on a server needs the PostgreSQL client library ({library}, Debian's libpq5), which could not be loaded: {reason}");

template <class Function>
void bind(void* handle, Function& function, const char* name) {
    function = reinterpret_cast<Function>(dlsym(handle, name));
    if (function == nullptr) throw Error(message(not_loaded).with("library", VerbatimValue{soname}).with("reason", VerbatimValue{name}));
}

PqLibrary load() {
    void* handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
        const char* reason = dlerror();
        throw Error(message(not_loaded).with("library", VerbatimValue{soname}).with("reason", VerbatimValue{reason ? reason : ""}));
    }
    PqLibrary pq;
#define MUSTER_BIND_PQ(name) bind(handle, pq.name, #name)
    MUSTER_BIND_PQ(PQclear);
    MUSTER_BIND_PQ(PQconnectdbParams);
    MUSTER_BIND_PQ(PQconninfoFree);
    MUSTER_BIND_PQ(PQconninfoParse);
    MUSTER_BIND_PQ(PQconsumeInput);
    MUSTER_BIND_PQ(PQdb);
    MUSTER_BIND_PQ(PQerrorMessage);
    MUSTER_BIND_PQ(PQexec);
    MUSTER_BIND_PQ(PQexecParams);
    MUSTER_BIND_PQ(PQfinish);
    MUSTER_BIND_PQ(PQfreemem);
    MUSTER_BIND_PQ(PQftype);
    MUSTER_BIND_PQ(PQgetisnull);
    MUSTER_BIND_PQ(PQgetlength);
    MUSTER_BIND_PQ(PQgetvalue);
    MUSTER_BIND_PQ(PQhost);
    MUSTER_BIND_PQ(PQnfields);
    MUSTER_BIND_PQ(PQnotifies);
    MUSTER_BIND_PQ(PQntuples);
    MUSTER_BIND_PQ(PQresultErrorField);
    MUSTER_BIND_PQ(PQresultErrorMessage);
    MUSTER_BIND_PQ(PQresultStatus);
    MUSTER_BIND_PQ(PQsetNoticeProcessor);
    MUSTER_BIND_PQ(PQsocket);
    MUSTER_BIND_PQ(PQstatus);
    MUSTER_BIND_PQ(PQuser);
#undef MUSTER_BIND_PQ
    return pq;  // the handle stays open for the life of the process
}

}  // namespace

const PqLibrary& libpq() {
    static std::mutex mutex;
    static std::optional<PqLibrary> library;
    const std::lock_guard lock(mutex);
    if (!library) library = load();
    return *library;
}

}  // namespace muster
