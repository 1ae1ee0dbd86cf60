vcl 4.1;

# The store's edge cache: Varnish 7 with vmod xkey (Debian: varnish, varnish-modules).
# How to run it, and the store's settings behind it: deploy/varnish/README.md.

import std;
import xkey;

# The site's own part: `backend store` (where the store listens) and `acl store_addresses`
# (the store instances' addresses, which may purge). Looked up on vcl_path; copy
# store-site.vcl.example next to this file and edit it.
include "store-site.vcl";

# Loopback may always purge (a store on this machine); store_addresses names the others.
acl loopback {
  "127.0.0.1";
  "::1";
}

# Cookies that say who is asking: next-auth's session and its sign-in cookies (authjs.*,
# with their __Secure-/__Host- forms and .0/.1 chunks), the staff session (nj_staff), the
# guest's orders and tracked order, and the XSRF pair (XSRF-TOKEN, nj_browser_id). A request
# carrying one is passed to the store, cookies and all, and its answer is never kept.
# Every other cookie is dropped from public requests: no public page reads one, and each
# would split the cache.
sub store_identity_cookies {
  if (req.http.Cookie ~ "(^|;)\s*(__Secure-|__Host-)?(authjs\.[A-Za-z0-9_.-]+|nj_staff|nj_guest_orders|nj_tracked_order|nj_browser_id|XSRF-TOKEN)=") {
    set req.http.X-Store-Identity = "1";
  }
}

# Paths that are never cached, whatever their answer says: the staff side, a shopper's own
# pages (lib/security/personal-paths.ts), the outbox of a demo, and the API but for the
# catalogue's public answers, which carry edge keys that every catalogue write purges
# (cachedCatalogueAnswers in lib/cache/edge/keys-for-path.ts; tests/edge compares the two).
sub store_never_cached {
  if (req.url ~ "^(/bn)?/(admin|account|authentication|checkout|fitting|shop/cart|track-order|wishlist|dev)(/|\?|$)" ||
      (req.url ~ "^/api/" &&
       req.url !~ "^/api/v1/product/(all|category|count|shopcategory|shopfilters|shopitems|shopitemsbyid|summaries)(/|\?|$)")) {
    return (pass);
  }
}

sub vcl_recv {
  if (req.method == "PURGE") {
    # Varnish has already appended the peer to X-Forwarded-For: more than one entry means a
    # proxy relayed the PURGE (its loopback address proves nothing about who sent it).
    if (!(client.ip ~ loopback || client.ip ~ store_addresses) || req.http.X-Forwarded-For ~ ",") {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "An xkey-purge header naming the keys is required"));
    }
    set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged"));
  }

  # Only reads are cached: a POST is a server action or an API call.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Edge keys are the store's to send, never a client's.
  unset req.http.xkey;

  call store_never_cached;
  # Build files, photos, images and fonts are the same for everyone, signed in or not.
  if (req.url ~ "^/(_next/static|_next/image|media|images|fonts|og)/" ||
      req.url ~ "^/(icon\.svg|favicon\.ico|robots\.txt)(\?|$)") {
    unset req.http.Cookie;
    unset req.http.Authorization;
    return (hash);
  }
  call store_identity_cookies;
  if (req.http.X-Store-Identity || req.http.Authorization) {
    unset req.http.X-Store-Identity;
    return (pass);
  }

  # Landing parameters (utm_*, fbclid, gclid, a staff member's share code s) are read by the
  # page's script from the browser's address, never by the store (docs/attribution.md): left
  # out of the address asked for and kept, so every click id is served the one cached page.
  set req.url = regsuball(req.url, "(?<=[?&])(utm_[a-z]+|fbclid|gclid|s)=[^&]*(&|$)", "");
  set req.url = regsub(req.url, "[?&]$", "");

  # The bare home page is the one page that reads a cookie (NEXT_LOCALE: a shopper who chose
  # Bangla is sent to /bn), and its answer says Vary: Cookie. Keep that cookie alone there,
  # so the variants are one per language, not one per browser.
  if (req.url ~ "^/(\?|$)" && req.http.Cookie ~ "(^|;)\s*NEXT_LOCALE=") {
    set req.http.Cookie = regsub(req.http.Cookie, "^(.*;)?\s*(NEXT_LOCALE=[^;]*).*$", "\2");
  } else {
    unset req.http.Cookie;
  }
  # Next's own headers (rsc, next-router-*) and the _rsc query stay as they came: the answer's
  # Vary and the URL keep an RSC payload and the HTML of one address apart.
  return (hash);
}

sub vcl_synth {
  if (req.method == "PURGE" && resp.status == 200) {
    set resp.http.Xkey-Purged = req.http.X-Purged;
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = "Purged " + req.http.X-Purged + " objects" + {"
"};
    return (deliver);
  }
}

sub vcl_backend_response {
  if (bereq.uncacheable) {
    return (deliver);
  }
  # A refetch in the background that fails keeps the stale copy instead of replacing it.
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
  # Varnish takes the time to live from s-maxage (else max-age). Stale-while-revalidate is how
  # long after that the stale copy may still be served while a fresh one is fetched; without
  # it, none is (Varnish's default grace would serve one for 10 s).
  if (beresp.http.Cache-Control ~ "(?i)stale-while-revalidate=[0-9]+") {
    set beresp.grace = std.duration(
      regsub(beresp.http.Cache-Control, "(?i)^.*stale-while-revalidate=([0-9]+).*$", "\1") + "s",
      0s);
  } else {
    set beresp.grace = 0s;
  }
  # Kept only when the store says a shared cache may keep it (Next's s-maxage, or public) for
  # some time, and never an answer that sets a cookie or is private to one browser.
  if (beresp.status >= 500 ||
      beresp.http.Set-Cookie ||
      beresp.http.Cache-Control !~ "(?i)(^|,)\s*(public|s-maxage=)" ||
      beresp.http.Cache-Control ~ "(?i)(^|,)\s*(private|no-store|no-cache)\b" ||
      beresp.http.Vary == "*" ||
      beresp.ttl + beresp.grace <= 0s) {
    # Not kept, and for the next two minutes the requests for it go to the store at once
    # rather than wait for each other (hit-for-miss). That marker stays on its side of the
    # HTML/RSC divide: Next's redirect of an RSC request without its _rsc query names no
    # Vary, and would otherwise send the page's HTML requests past the cache too.
    if (beresp.http.Vary !~ "(?i)(^|,)\s*rsc\s*(,|$)") {
      if (beresp.http.Vary) {
        set beresp.http.Vary = beresp.http.Vary + ", rsc";
      } else {
        set beresp.http.Vary = "rsc";
      }
    }
    set beresp.ttl = 120s;
    set beresp.grace = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  return (deliver);
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # The edge keys are for the edge: the browser sees none of them.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
}
