var utg = 
{
  "app_main_activity": "com.example.notes.MainActivity",
  "app_package": "com.example.notes",
  "device_sdk_version": 29,
  "edges": [
    {
      "events": [
        {
          "event_id": 1,
          "event_str": "IntentEvent(intent='am start com.example.notes/com.example.notes.MainActivity')",
          "event_type": "intent",
          "view_images": []
        }
      ],
      "from": "s20260106100000",
      "id": "s20260106100000-->s20260106100010",
      "to": "s20260106100010"
    },
    {
      "events": [
        {
          "event_id": 2,
          "event_str": "TouchEvent(state=s20260106100010, view=c662e8f0431039ffde6eb523c7ee2aa4(MainActivity/TextView-Groceries))",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260106100010",
      "id": "s20260106100010-->s20260106100020",
      "to": "s20260106100020"
    },
    {
      "events": [
        {
          "event_id": 3,
          "event_str": "KeyEvent(state=s20260106100020, name=BACK)",
          "event_type": "key",
          "view_images": []
        }
      ],
      "from": "s20260106100020",
      "id": "s20260106100020-->s20260106100010",
      "to": "s20260106100010"
    },
    {
      "events": [
        {
          "event_id": 4,
          "event_str": "TouchEvent(state=s20260106100010, view=cc8b7f9c2a06a9fc6c214ed2dfad34bb(MainActivity/View-))",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260106100010",
      "id": "s20260106100010-->s20260106100030",
      "to": "s20260106100030"
    },
    {
      "events": [
        {
          "event_id": 5,
          "event_str": "SwipeEvent(state=s20260106100010, view=d2ad1126b7bc505295e91e095f8d0b45(MainActivity/View-), end_x=900, end_y=1530, duration=1000)",
          "event_type": "swipe",
          "view_images": []
        }
      ],
      "from": "s20260106100010",
      "id": "s20260106100010-->s20260106100040",
      "to": "s20260106100040"
    },
    {
      "events": [
        {
          "event_id": 6,
          "event_str": "LongTouchEvent(state=s20260106100030, view=909e16c1f2b93e14ff7ef318cd22e0b6(HiddenActivity/ImageButton-))",
          "event_type": "long_touch",
          "view_images": []
        }
      ],
      "from": "s20260106100030",
      "id": "s20260106100030-->s20260106100050",
      "to": "s20260106100050"
    },
    {
      "events": [
        {
          "event_id": 7,
          "event_str": "TouchEvent(state=s20260106100020, view=ca19236eaede95f02ff2649f874ff4c7(DetailActivity/Button-Settings))",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260106100020",
      "id": "s20260106100020-->s20260106100050",
      "to": "s20260106100050"
    },
    {
      "events": [
        {
          "event_id": 8,
          "event_str": "TouchEvent(state=s20260106100010, view=0123456789abcdef0123456789abcdef(MainActivity/View-))",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260106100010",
      "id": "s20260106100010-->s20260106100060",
      "to": "s20260106100060"
    },
    {
      "events": [
        {
          "event_id": 9,
          "event_str": "TouchEvent(state=s20260106100010, x=540, y=1200)",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260106100010",
      "id": "s20260106100010-->s20260106100070",
      "to": "s20260106100070"
    }
  ],
  "nodes": [
    {
      "activity": ".Launcher",
      "id": "s20260106100000",
      "image": "states/screen_2026-01-06_100000.jpg",
      "package": "com.android.launcher3",
      "state_str": "s20260106100000",
      "structure_str": "c.Launcher"
    },
    {
      "activity": ".MainActivity",
      "id": "s20260106100010",
      "image": "states/screen_2026-01-06_100010.jpg",
      "package": "com.example.notes",
      "state_str": "s20260106100010",
      "structure_str": "c.MainActivity"
    },
    {
      "activity": ".DetailActivity",
      "id": "s20260106100020",
      "image": "states/screen_2026-01-06_100020.jpg",
      "package": "com.example.notes",
      "state_str": "s20260106100020",
      "structure_str": "c.DetailActivity"
    },
    {
      "activity": ".HiddenActivity",
      "id": "s20260106100030",
      "image": "states/screen_2026-01-06_100030.jpg",
      "package": "com.example.notes",
      "state_str": "s20260106100030",
      "structure_str": "c.HiddenActivity"
    },
    {
      "activity": ".GestureActivity",
      "id": "s20260106100040",
      "image": "states/screen_2026-01-06_100040.jpg",
      "package": "com.example.notes",
      "state_str": "s20260106100040",
      "structure_str": "c.GestureActivity"
    },
    {
      "activity": ".SettingsActivity",
      "id": "s20260106100050",
      "image": "states/screen_2026-01-06_100050.jpg",
      "package": "com.example.notes",
      "state_str": "s20260106100050",
      "structure_str": "c.SettingsActivity"
    },
    {
      "activity": ".ExtraActivity",
      "id": "s20260106100060",
      "image": "states/screen_2026-01-06_100060.jpg",
      "package": "com.example.notes",
      "state_str": "s20260106100060",
      "structure_str": "c.ExtraActivity"
    },
    {
      "activity": ".PointActivity",
      "id": "s20260106100070",
      "image": "states/screen_2026-01-06_100070.jpg",
      "package": "com.example.notes",
      "state_str": "s20260106100070",
      "structure_str": "c.PointActivity"
    }
  ],
  "num_edges": 9,
  "num_nodes": 8
};
