#pragma once
// libpq, loaded the first time a campaign on a server is opened (dlopen), so that a campaign
// file, and every other command, never pays for it (as print/haru_library.hpp does for PDFs).
#include <libpq-fe.h>

namespace muster {

/// The libpq functions Muster calls, named as libpq names them.
struct PqLibrary {
    decltype(&::PQclear) PQclear = nullptr;
    decltype(&::PQconnectdbParams) PQconnectdbParams = nullptr;
    decltype(&::PQconninfoFree) PQconninfoFree = nullptr;
    decltype(&::PQconninfoParse) PQconninfoParse = nullptr;
    decltype(&::PQconsumeInput) PQconsumeInput = nullptr;
    decltype(&::PQdb) PQdb = nullptr;
    decltype(&::PQerrorMessage) PQerrorMessage = nullptr;
    decltype(&::PQexec) PQexec = nullptr;
    decltype(&::PQexecParams) PQexecParams = nullptr;
    decltype(&::PQfinish) PQfinish = nullptr;
    decltype(&::PQfreemem) PQfreemem = nullptr;
    decltype(&::PQftype) PQftype = nullptr;
    decltype(&::PQgetisnull) PQgetisnull = nullptr;
    decltype(&::PQgetlength) PQgetlength = nullptr;
    decltype(&::PQgetvalue) PQgetvalue = nullptr;
    decltype(&::PQhost) PQhost = nullptr;
    decltype(&::PQnfields) PQnfields = nullptr;
    decltype(&::PQnotifies) PQnotifies = nullptr;
    decltype(&::PQntuples) PQntuples = nullptr;
    decltype(&::PQresultErrorField) PQresultErrorField = nullptr;
    decltype(&::PQresultErrorMessage) PQresultErrorMessage = nullptr;
    decltype(&::PQresultStatus) PQresultStatus = nullptr;
    decltype(&::PQsetNoticeProcessor) PQsetNoticeProcessor = nullptr;
    decltype(&::PQsocket) PQsocket = nullptr;
    decltype(&::PQstatus) PQstatus = nullptr;
    decltype(&::PQuser) PQuser = nullptr;
};

/// libpq, loaded on first use; throws muster::Error naming the library when it cannot be loaded.
const PqLibrary& libpq();

}  // namespace muster
